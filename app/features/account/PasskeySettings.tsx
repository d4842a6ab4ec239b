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
import { ApiClientError, callApi } from "~/lib/api";
import { createPasskey } from "~/lib/passkeys";
import { useApiForm } from "~/lib/useApiForm";

/** Passkeys: added after the password, named, listed with their last use, renamed and deleted. */
export function PasskeySettings({
  passkeys,
  onChanged,
}: {
  passkeys: PasskeySummary[];
  onChanged: () => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-5">
      <p className="text-ink-700">
        Une clé d'accès vous connecte avec l'empreinte, le visage ou le code de votre appareil, sans
        mot de passe ni code à saisir. Elle ne fonctionne que sur le site d'Aurore Banque : un faux
        site ne peut pas s'en servir.
      </p>
      {passkeys.length > 0 && (
        <ul aria-label="Clés d'accès" className="grid gap-3">
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
          Ajouter une clé d'accès
        </button>
      )}
    </div>
  );
}

function AddPasskeyForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
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
        setFailure(error.message);
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-sm flex-col gap-4"
      aria-label="Ajouter une clé d'accès"
    >
      <TextField
        name="name"
        label="Nom de la clé d'accès"
        hint="Pour la reconnaître dans la liste, par exemple « Téléphone de Claire »."
        required
        registration={field("name")}
        error={form.formState.errors.name?.message}
      />
      <CurrentPasswordField
        registration={field("password")}
        error={form.formState.errors.password?.message}
      />
      <FormActions
        label="Créer la clé d'accès"
        pendingLabel="Création…"
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
      <FormStatus outcome={failure ? { kind: "failed", message: failure } : outcome} />
    </form>
  );
}

function PasskeyItem({ passkey, onChanged }: { passkey: PasskeySummary; onChanged: () => void }) {
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
        Ajoutée le {formatDateTime(passkey.createdAt)} ·{" "}
        {passkey.lastUsedAt
          ? `dernière connexion le ${formatDateTime(passkey.lastUsedAt)}`
          : "jamais utilisée pour se connecter"}
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
            aria-label={`Renommer ${passkey.name}`}
            onClick={() => setRenaming(true)}
          >
            Renommer
          </button>
          {confirmingDelete ? (
            <button type="button" className="btn btn-primary" onClick={() => void remove()}>
              Confirmer la suppression de {passkey.name}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              aria-label={`Supprimer ${passkey.name}`}
              onClick={() => setConfirmingDelete(true)}
            >
              Supprimer
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
      aria-label={`Renommer ${passkey.name}`}
    >
      <TextField
        name="name"
        label="Nouveau nom"
        required
        registration={field("name")}
        error={form.formState.errors.name?.message}
      />
      <FormActions
        label="Enregistrer"
        pendingLabel="Enregistrement…"
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
      <FormStatus outcome={outcome} />
    </form>
  );
}
