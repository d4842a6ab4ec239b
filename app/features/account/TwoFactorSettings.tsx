import { useState } from "react";
import type { EndpointResult } from "@domain/api/endpoint";
import { confirmTotp, disableTotp, setupTotp } from "@domain/api/security";
import { CurrentPasswordField, TextField } from "~/components/ui/fields";
import { FormActions } from "~/components/ui/FormActions";
import { FormStatus } from "~/components/ui/FormStatus";
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
      <p className="text-ink-700">
        Protégez votre compte avec un code à usage unique, généré toutes les 30 secondes par une
        application d'authentification sur votre téléphone (Google Authenticator, Microsoft
        Authenticator, FreeOTP…). Même avec votre mot de passe, personne ne pourra se connecter sans
        ce code.
      </p>
      {askingPassword ? (
        <PasswordStep onEnrolment={setEnrolment} onCancel={() => setAskingPassword(false)} />
      ) : (
        <button
          type="button"
          className="btn btn-primary mt-4"
          onClick={() => setAskingPassword(true)}
        >
          Activer la double authentification
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
      aria-label="Confirmer votre identité"
    >
      <CurrentPasswordField
        registration={field("password")}
        error={form.formState.errors.password?.message}
      />
      <FormActions
        label="Continuer"
        pendingLabel="Vérification…"
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
          Scannez ce QR code avec votre application d'authentification.
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code à scanner avec votre application d'authentification"
            width={200}
            height={200}
            className="mt-3 rounded-lg border border-brand-100 bg-white"
          />
        </li>
        <li>
          Vous ne pouvez pas scanner ? Saisissez cette clé dans l'application :{" "}
          <code className="mt-2 block w-fit rounded bg-brand-50 px-2 py-1 font-mono text-brand-900">
            {enrolment.secret}
          </code>
        </li>
        <li>Saisissez le code à 6 chiffres que l'application affiche.</li>
      </ol>
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-sm flex-col gap-4"
        aria-label="Confirmer la double authentification"
      >
        <TextField
          name="code"
          label="Code à 6 chiffres"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          registration={field("code")}
          error={form.formState.errors.code?.message}
        />
        <FormActions
          label="Confirmer"
          pendingLabel="Vérification…"
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
        />
        <FormStatus outcome={outcome} />
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status">
      <p className="font-semibold text-success-700">La double authentification est activée.</p>
      <p className="mt-3 text-ink-700">
        Voici vos 10 codes de secours. Chacun permet une seule connexion si vous n'avez plus votre
        téléphone. Notez-les et gardez-les en lieu sûr : ils ne seront plus affichés.
      </p>
      <ol
        aria-label="Codes de secours"
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-brand-50 px-3 py-1 text-center text-brand-900">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary mt-6" onClick={onDone}>
        J'ai noté mes codes de secours
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
  const { form, field, submit, outcome } = useApiForm({
    schema: disableTotp.body,
    defaultValues: { password: "", code: "" },
    send: (values) => callApi(disableTotp, { body: values }),
    onSuccess: onDisabled,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <div>
      <p className="font-semibold text-success-700">La double authentification est activée.</p>
      <p className="mt-2 text-ink-700">
        Il vous reste {recoveryCodesLeft} code{recoveryCodesLeft > 1 ? "s" : ""} de secours.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 flex max-w-sm flex-col gap-4"
        aria-label="Désactiver la double authentification"
      >
        <p className="text-ink-700">
          Pour la désactiver, confirmez votre mot de passe et un code de votre application (ou un
          code de secours).
        </p>
        <TextField
          name="password"
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          registration={field("password")}
          error={errors.password?.message}
        />
        <TextField
          name="code"
          label="Code de vérification"
          autoComplete="one-time-code"
          required
          registration={field("code")}
          error={errors.code?.message}
        />
        <button type="submit" className="btn btn-outline" disabled={isSubmitting}>
          {isSubmitting ? "Désactivation…" : "Désactiver la double authentification"}
        </button>
        <FormStatus outcome={outcome} />
      </form>
    </div>
  );
}
