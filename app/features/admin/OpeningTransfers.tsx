import type { OpeningTransfer } from "@domain/api/openingAdmin";
import { printedIban } from "@domain/currentAccount/iban";
import { transferOutcomeLabels } from "@domain/currentAccount/openingReview";
import { formatLongDate } from "@domain/dates";
import { formatCents } from "./openingDisplay";

/** The credits the partner bank's statements brought, each with what it was to the opening. */
export function OpeningTransfers({ transfers }: { transfers: OpeningTransfer[] }) {
  if (transfers.length === 0) {
    return <p className="text-ink-700">Aucun virement reçu sur ce compte pour l'instant.</p>;
  }
  return (
    <ul aria-label="Virements reçus" className="space-y-3">
      {transfers.map((transfer) => (
        <li
          key={transfer.id}
          className={`rounded-lg border p-3 ${
            transfer.outcome === "matched" ? "border-accent-300" : "border-gold-400"
          }`}
        >
          <p className="font-semibold">
            {formatCents(transfer.amountCents)} le {formatLongDate(transfer.bookedOn)} —{" "}
            {transfer.payerName ?? "payeur non indiqué"}
          </p>
          <p className="text-sm break-words text-ink-700">
            {transfer.payerIban ? printedIban(transfer.payerIban) : "IBAN du payeur non indiqué"}
            {" · "}Libellé : {transfer.remittance || "aucun"}
          </p>
          <p
            className={`mt-1 text-sm font-medium ${
              transfer.outcome === "matched" ? "text-success-700" : "text-gold-800"
            }`}
          >
            {transferOutcomeLabels[transfer.outcome]}
          </p>
          <p className="text-sm text-ink-700">
            Relevé {transfer.messageId}, opération {transfer.reference}
          </p>
        </li>
      ))}
    </ul>
  );
}
