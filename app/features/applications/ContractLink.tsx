import { applicationText } from "~/content/application.i18n";
import { downloadContract } from "@domain/api/applications";
import { endpointUrl } from "@domain/api/endpoint";

/**
 * The link that downloads the offer of credit contract as the bank issued and keeps it (issue 32):
 * the document the customer signs, then holds. It is French, as the FIPEN is.
 */
export function ContractLink({ applicationId, label }: { applicationId: string; label: string }) {
  return (
    <a
      href={endpointUrl(downloadContract, { id: applicationId })}
      download
      hrefLang="fr"
      className="btn btn-outline mt-4"
    >
      {label}
    </a>
  );
}

/** What the contract is, and its link, under the offer's figures. */
export function OfferContract({ applicationId }: { applicationId: string }) {
  const { offerText: text } = applicationText.use();
  return (
    <>
      <p className="mt-6 text-ink-700">{text.contract}</p>
      <ContractLink applicationId={applicationId} label={text.downloadContract} />
    </>
  );
}
