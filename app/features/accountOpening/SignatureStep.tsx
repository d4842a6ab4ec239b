import { useState, type Ref } from "react";
import {
  downloadOpeningDocument,
  issueOpeningDocuments,
  openingSignatureOptions,
  signOpening,
} from "@domain/api/accountOpening";
import { openingDocumentFiles, type Opening } from "@domain/currentAccount/opening";
import { openingSignatureSchema } from "@domain/forms/accountOpening";
import { endpointUrl } from "@domain/api/endpoint";
import { FormAlert } from "~/components/ui/FormAlert";
import { SignatureForm } from "~/components/ui/SignatureForm";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { ApiClientError, callApi } from "~/lib/api";
import { StageSection } from "./StageSection";

/** Each document's address, to save with the browser's own download. */
const documentHref = (kind: keyof typeof openingDocumentFiles) =>
  endpointUrl(downloadOpeningDocument, { kind });

/**
 * The agreement and the fee information document, issued from the answers on the customer's
 * click, each downloadable, then the signature.
 */
export function SignatureStep({
  opening,
  onChange,
  onSigned,
  headingRef,
}: {
  opening: Opening;
  onChange: (opening: Opening) => void;
  onSigned: (opening: Opening) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { signatureText: text } = accountOpeningText.use();
  const [issuing, setIssuing] = useState(false);
  const [failure, setFailure] = useState<string>();

  const issue = async () => {
    setFailure(undefined);
    setIssuing(true);
    try {
      onChange(await callApi(issueOpeningDocuments));
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
    } finally {
      setIssuing(false);
    }
  };

  return (
    <StageSection title={text.title} intro={text.intro} headingRef={headingRef}>
      <div className="mt-4">
        <FormAlert message={failure} />
      </div>
      {opening.documents ? (
        <>
          <ul className="mt-4 flex flex-col gap-2">
            <li>
              <a className="link" href={documentHref("convention.pdf")} download>
                {text.agreement}
              </a>
            </li>
            <li>
              <a
                className="link"
                href={documentHref("document-information-tarifaire.pdf")}
                download
              >
                {text.feeInformation}
              </a>
            </li>
          </ul>
          <SignatureForm
            schema={openingSignatureSchema}
            sign={(body) => callApi(signOpening, { body })}
            passkeyChallenge={() => callApi(openingSignatureOptions)}
            onSigned={onSigned}
            words={text}
            className="mt-6"
          />
        </>
      ) : (
        <button
          type="button"
          className="btn btn-accent mt-4"
          disabled={issuing}
          onClick={() => void issue()}
        >
          {issuing ? text.issuing : text.issue}
        </button>
      )}
    </StageSection>
  );
}
