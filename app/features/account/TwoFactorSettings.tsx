import { useState } from "react";
import type { EndpointResult } from "@domain/api/endpoint";
import { confirmTotp, disableTotp, setupTotp } from "@domain/api/security";
import { CurrentPasswordField, TextField } from "~/components/ui/fields";
import { FormActions } from "~/components/ui/FormActions";
import { FormStatus } from "~/components/ui/FormStatus";
import { accountText } from "~/content/account.i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";

type TotpEnrolment = EndpointResult<typeof setupTotp>;

/** Two-factor login: enrolment with a QR code, the recovery codes shown once, and turning it off. */
export function TwoFactorSettings({
  enabled,
  recoveryCodesLeft,
  onChanged,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}) {
  const { twoFactorText: text } = accountText.use();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [askingPassword, setAskingPassword] = useState(false);

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(undefined);
          setEnrolment(undefined);
          onChanged();
        }}
      />
    );
  }
  if (enrolment) {
    return (
      <Enrolment
        enrolment={enrolment}
        onConfirmed={setRecoveryCodes}
        onCancel={() => setEnrolment(undefined)}
      />
    );
  }
  if (enabled) return <DisableForm recoveryCodesLeft={recoveryCodesLeft} onDisabled={onChanged} />;
  return (
    <div>
      <p className="text-ink-700">{text.intro}</p>
      {askingPassword ? (
        <PasswordStep onEnrolment={setEnrolment} onCancel={() => setAskingPassword(false)} />
      ) : (
        <button
          type="button"
          className="btn btn-primary mt-4"
          onClick={() => setAskingPassword(true)}
        >
          {text.enable}
        </button>
      )}
    </div>
  );
}

/** The current password first: a session left open on a shared computer cannot add a factor. */
function PasswordStep({
  onEnrolment,
  onCancel,
}: {
  onEnrolment: (enrolment: TotpEnrolment) => void;
  onCancel: () => void;
}) {
  const { twoFactorText: text, securityText } = accountText.use();
  const { form, field, submit, outcome } = useApiForm({
    schema: setupTotp.body,
    defaultValues: { password: "" },
    send: (values) => callApi(setupTotp, { body: values }),
    onSuccess: onEnrolment,
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 flex max-w-sm flex-col gap-4"
      aria-label={text.identityLabel}
    >
      <CurrentPasswordField
        label={securityText.currentPassword}
        registration={field("password")}
        error={form.formState.errors.password?.message}
      />
      <FormActions
        label={text.continue}
        pendingLabel={securityText.checking}
        cancelLabel={securityText.cancel}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
      <FormStatus outcome={outcome} />
    </form>
  );
}

function Enrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { twoFactorText: text, securityText } = accountText.use();
  const { form, field, submit, outcome } = useApiForm({
    schema: confirmTotp.body,
    defaultValues: { code: "" },
    send: (values) => callApi(confirmTotp, { body: values }),
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
  });
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-4 pl-5 text-ink-700">
        <li>
          {text.scan}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={text.qrAlt}
            width={200}
            height={200}
            className="mt-3 rounded-lg border border-brand-100 bg-white"
          />
        </li>
        <li>
          {text.cannotScan}{" "}
          <code className="mt-2 block w-fit rounded bg-brand-50 px-2 py-1 font-mono text-brand-900">
            {enrolment.secret}
          </code>
        </li>
        <li>{text.typeCode}</li>
      </ol>
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-sm flex-col gap-4"
        aria-label={text.confirmLabel}
      >
        <TextField
          name="code"
          label={text.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          registration={field("code")}
          error={form.formState.errors.code?.message}
        />
        <FormActions
          label={text.confirm}
          pendingLabel={securityText.checking}
          cancelLabel={securityText.cancel}
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
        />
        <FormStatus outcome={outcome} />
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { twoFactorText: text } = accountText.use();
  return (
    <div role="status">
      <p className="font-semibold text-success-700">{text.enabled}</p>
      <p className="mt-3 text-ink-700">{text.recoveryIntro}</p>
      <ol
        aria-label={text.recoveryLabel}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-brand-50 px-3 py-1 text-center text-brand-900">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary mt-6" onClick={onDone}>
        {text.recoveryNoted}
      </button>
    </div>
  );
}

function DisableForm({
  recoveryCodesLeft,
  onDisabled,
}: {
  recoveryCodesLeft: number;
  onDisabled: () => void;
}) {
  const { twoFactorText: text } = accountText.use();
  const { form, field, submit, outcome } = useApiForm({
    schema: disableTotp.body,
    defaultValues: { password: "", code: "" },
    send: (values) => callApi(disableTotp, { body: values }),
    onSuccess: onDisabled,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <div>
      <p className="font-semibold text-success-700">{text.enabled}</p>
      <p className="mt-2 text-ink-700">{text.codesLeft({ count: recoveryCodesLeft })}</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 flex max-w-sm flex-col gap-4"
        aria-label={text.disable}
      >
        <p className="text-ink-700">{text.disableIntro}</p>
        <TextField
          name="password"
          label={text.password}
          type="password"
          autoComplete="current-password"
          required
          registration={field("password")}
          error={errors.password?.message}
        />
        <TextField
          name="code"
          label={text.verificationCode}
          autoComplete="one-time-code"
          required
          registration={field("code")}
          error={errors.code?.message}
        />
        <button type="submit" className="btn btn-outline" disabled={isSubmitting}>
          {isSubmitting ? text.disabling : text.disable}
        </button>
        <FormStatus outcome={outcome} />
      </form>
    </div>
  );
}
