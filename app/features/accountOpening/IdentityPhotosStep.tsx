import { useId, useState, type Ref } from "react";
import { Link } from "react-router";
import { uploadIdentityFile } from "@domain/api/accountOpening";
import {
  identityFileSides,
  type IdentityFileSide,
  type Opening,
} from "@domain/currentAccount/opening";
import { formatFileSize } from "@domain/fileSize";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import { photosSent, viewSearch } from "./openingSteps";
import { StageSection } from "./StageSection";

/** The files the identity document's photos may be: the server judges them by their bytes. */
const accepted = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";

/**
 * One side of the identity document: its file input, sent as soon as a file is chosen, then the
 * file kept (its name and size) with a button to replace it; a refusal said under the input.
 */
function SideUpload({
  side,
  opening,
  onChange,
}: {
  side: IdentityFileSide;
  opening: Opening;
  onChange: (opening: Opening) => void;
}) {
  const { photosText: text } = accountOpeningText.use();
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const kept = opening.identityDocumentFiles[side];
  const [replacing, setReplacing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const label = text.sides[side];

  const send = async (file: File) => {
    setError(undefined);
    setSending(true);
    try {
      onChange(
        await callApi(uploadIdentityFile, {
          params: { side },
          query: { fileName: file.name },
          file,
        }),
      );
      setReplacing(false);
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {kept && !replacing ? (
        <>
          <p className="font-semibold text-brand-900">{label}</p>
          <p className="text-ink-700">
            {text.kept(kept.fileName, formatFileSize(kept.size, locale))}
          </p>
          <button
            type="button"
            className="btn btn-outline self-start"
            onClick={() => setReplacing(true)}
          >
            {text.replace(label)}
          </button>
        </>
      ) : (
        <>
          <label htmlFor={id} className="font-semibold text-brand-900">
            {label}
          </label>
          <input
            id={id}
            type="file"
            accept={accepted}
            disabled={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="text-ink-700"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
          <p id={hintId} className="text-sm text-ink-700">
            {sending ? text.sending : text.hint}
          </p>
        </>
      )}
      <div role="alert">
        {error && (
          <p id={errorId} className="font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The front and back of the identity document, each sent on its own, then the signature. */
export function IdentityPhotosStep({
  opening,
  onChange,
  headingRef,
}: {
  opening: Opening;
  onChange: (opening: Opening) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { photosText: text } = accountOpeningText.use();
  const reasonId = useId();
  const ready = photosSent(opening);
  return (
    <StageSection title={text.title} intro={text.intro} headingRef={headingRef}>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {identityFileSides.map((side) => (
          <SideUpload key={side} side={side} opening={opening} onChange={onChange} />
        ))}
      </div>
      <div className="mt-8 flex flex-col gap-2">
        {ready ? (
          <Link to={viewSearch("signature")} className="btn btn-accent self-start">
            {text.next}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-accent self-start"
              disabled
              aria-describedby={reasonId}
            >
              {text.next}
            </button>
            <p id={reasonId} className="text-ink-700">
              {text.missing}
            </p>
          </>
        )}
      </div>
    </StageSection>
  );
}
