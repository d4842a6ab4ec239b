import { useState } from "react";
import {
  deletePasskey,
  passkeyRegistrationOptions,
  renamePasskey,
  type PasskeySummary,
} from "@domain/api/passkeys";
import { formatDateTime } from "@domain/dates";
import { addPasskeySchema, renamePasskeySchema } from "@domain/forms/passkeys";
import { CurrentPasswordField, TextField } from "~/components/ui/fields";
import { FormActions } from "~/components/ui/FormActions";
import { FormStatus } from "~/components/ui/FormStatus";
import { accountText } from "~/content/account.i18n";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import { ceremonyMessage, createPasskey } from "~/lib/passkeys";
import { useApiForm } from "~/lib/useApiForm";

/** Passkeys: added after the password, named, listed with their last use, renamed and deleted. */
export function PasskeySettings({
  passkeys,
  onChanged,
}: {
  passkeys: PasskeySummary[];
  onChanged: () => void;
}) {
  const { passkeyText: text } = accountText.use();
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-5">
      <p className="text-ink-700">{text.intro}</p>
      {passkeys.length > 0 && (
        <ul aria-label={text.listLabel} className="grid gap-3">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddPasskeyForm
          onAdded={() => {
            setAdding(false);
            onChanged();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="btn btn-primary w-fit" onClick={() => setAdding(true)}>
          {text.add}
        </button>
      )}
    </div>
  );
}

function AddPasskeyForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const { passkeyText: text, securityText } = accountText.use();
  const [failure, setFailure] = useState<string>();
  const { form, field, submit, outcome } = useApiForm({
    schema: addPasskeySchema,
    defaultValues: { name: "", password: "" },
    send: (values) => callApi(passkeyRegistrationOptions, { body: values }),
    onSuccess: async (options, { name }) => {
      setFailure(undefined);
      try {
        await createPasskey(options, name);
        onAdded();
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        setFailure(await ceremonyMessage(error));
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-sm flex-col gap-4"
      aria-label={text.add}
    >
      <TextField
        name="name"
        label={text.name}
        hint={text.nameHint}
        required
        registration={field("name")}
        error={form.formState.errors.name?.message}
      />
      <CurrentPasswordField
        label={securityText.currentPassword}
        registration={field("password")}
        error={form.formState.errors.password?.message}
      />
      <FormActions
        label={text.create}
        pendingLabel={text.creating}
        cancelLabel={securityText.cancel}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
      <FormStatus outcome={failure ? { kind: "failed", message: failure } : outcome} />
    </form>
  );
}

function PasskeyItem({ passkey, onChanged }: { passkey: PasskeySummary; onChanged: () => void }) {
  const { passkeyText: text } = accountText.use();
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [error, setError] = useState<string>();

  const remove = async () => {
    setError(undefined);
    try {
      await callApi(deletePasskey, { params: { id: passkey.id } });
      onChanged();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <li className="rounded-lg border border-brand-100 p-4">
      <p className="font-semibold text-ink-900">{passkey.name}</p>
      <p className="text-sm text-ink-700">
        {text.added({ date: formatDateTime(passkey.createdAt, locale) })} ·{" "}
        {passkey.lastUsedAt
          ? text.lastUsed({ date: formatDateTime(passkey.lastUsedAt, locale) })
          : text.neverUsed}
      </p>
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onDone={() => {
            setRenaming(false);
            onChanged();
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-outline"
            aria-label={text.renameLabel({ name: passkey.name })}
            onClick={() => setRenaming(true)}
          >
            {text.rename}
          </button>
          {confirmingDelete ? (
            <button type="button" className="btn btn-primary" onClick={() => void remove()}>
              {text.confirmRemove({ name: passkey.name })}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              aria-label={text.removeLabel({ name: passkey.name })}
              onClick={() => setConfirmingDelete(true)}
            >
              {text.remove}
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-danger-700">
          {error}
        </p>
      )}
    </li>
  );
}

function RenameForm({
  passkey,
  onDone,
  onCancel,
}: {
  passkey: PasskeySummary;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { passkeyText: text, securityText } = accountText.use();
  const { form, field, submit, outcome } = useApiForm({
    schema: renamePasskeySchema,
    defaultValues: { name: passkey.name },
    send: (values) => callApi(renamePasskey, { params: { id: passkey.id }, body: values }),
    onSuccess: onDone,
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex max-w-sm flex-col gap-3"
      aria-label={text.renameLabel({ name: passkey.name })}
    >
      <TextField
        name="name"
        label={text.newName}
        required
        registration={field("name")}
        error={form.formState.errors.name?.message}
      />
      <FormActions
        label={text.save}
        pendingLabel={securityText.saving}
        cancelLabel={securityText.cancel}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
      <FormStatus outcome={outcome} />
    </form>
  );
}
