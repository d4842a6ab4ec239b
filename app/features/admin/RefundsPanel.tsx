import { useState } from "react";
import { useRevalidator } from "react-router";
import { endpointUrl } from "@domain/api/endpoint";
import { createRefundOrder, downloadRefundOrder, type Refunds } from "@domain/api/openingAdmin";
import { printedIban } from "@domain/currentAccount/iban";
import { formatLeadTime } from "@domain/leads/display";
import { FormAlert } from "~/components/ui/FormAlert";
import { ApiClientError, callApi } from "~/lib/api";
import { adminLink } from "./links";
import { formatCents } from "./openingDisplay";
import { useStaffCall } from "./useStaffCall";

const heading = "px-4 py-3 font-semibold";
const cell = "px-4 py-3";

const reasons = {
  refused: "Ouverture refusée",
  withdrawn: "Rétractation du client",
} as const;

/**
 * The money refused and withdrawn openings' accounts received, due back to each payer
 * (decision record 059): staff generate the SEPA payment order the partner bank executes, which
 * downloads at once and stays in the list of orders, to be downloaded again as it was.
 */
export function RefundsPanel({ refunds }: { refunds: Refunds }) {
  const revalidator = useRevalidator();
  const staffCall = useStaffCall();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [generated, setGenerated] = useState<string>();

  const generate = async () => {
    setFailure(undefined);
    setGenerated(undefined);
    setSending(true);
    try {
      const order = await staffCall(callApi(createRefundOrder, {}));
      setGenerated(
        `Ordre ${order.messageId} généré : ${order.transactionCount} virement${order.transactionCount > 1 ? "s" : ""}, ${formatCents(order.controlSumCents)}.`,
      );
      window.location.assign(endpointUrl(downloadRefundOrder, { id: order.id }));
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
    } finally {
      setSending(false);
      await revalidator.revalidate();
    }
  };

  return (
    <section aria-labelledby="remboursements" className="mt-10">
      <h2 id="remboursements" className="text-2xl font-bold">
        Remboursements à effectuer
      </h2>
      <p className="mt-2 max-w-3xl text-ink-700">
        L'argent reçu par le compte d'une ouverture refusée ou rétractée revient à chaque payeur.
        L'ordre de virement (ISO 20022 pain.001, virements SEPA depuis notre compte de
        remboursements) est à transmettre à la banque partenaire, qui les exécute : chaque
        remboursement figure dans un seul ordre.
      </p>
      {refunds.due.length === 0 ? (
        <p className="mt-4 font-semibold">Aucun remboursement à effectuer.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-brand-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Remboursements à effectuer, les plus anciens d'abord
            </caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className={heading}>
                  Ouverture
                </th>
                <th scope="col" className={heading}>
                  Payeur
                </th>
                <th scope="col" className={heading}>
                  IBAN
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Montant
                </th>
                <th scope="col" className={heading}>
                  Motif
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {refunds.due.map((refund) => (
                <tr key={refund.id}>
                  <td className={cell}>
                    <a
                      className="link"
                      href={adminLink("", { view: "comptes", ouverture: refund.openingId })}
                    >
                      {refund.customer}
                    </a>
                  </td>
                  <td className={cell}>{refund.payerName}</td>
                  <td className={`${cell} whitespace-nowrap`}>{printedIban(refund.payerIban)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>
                    {formatCents(refund.amountCents)}
                  </td>
                  <td className={cell}>
                    {reasons[refund.reason]}, le {formatLeadTime(refund.dueAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4">
        <button
          type="button"
          className="btn btn-primary"
          disabled={sending || refunds.due.length === 0}
          onClick={() => void generate()}
        >
          {sending ? "Génération en cours…" : "Générer l'ordre de virement (pain.001)"}
        </button>
      </div>
      <FormAlert message={failure} />
      <p role="status" className="mt-2 font-medium text-success-700">
        {generated}
      </p>

      <h3 className="mt-8 text-xl font-bold">Ordres de virement générés</h3>
      {refunds.orders.length === 0 ? (
        <p className="mt-2">Aucun ordre généré.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-brand-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Ordres de virement générés, les plus récents d'abord
            </caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className={heading}>
                  Généré le
                </th>
                <th scope="col" className={heading}>
                  Par
                </th>
                <th scope="col" className={heading}>
                  Identifiant du message
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Virements
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {refunds.orders.map((order) => (
                <tr key={order.id}>
                  <td className={`${cell} whitespace-nowrap`}>{formatLeadTime(order.createdAt)}</td>
                  <td className={cell}>{order.createdBy ?? "Compte supprimé"}</td>
                  <td className={`${cell} break-all`}>
                    <a
                      className="link"
                      href={endpointUrl(downloadRefundOrder, { id: order.id })}
                      download={`${order.messageId}.xml`}
                    >
                      {order.messageId}
                    </a>
                  </td>
                  <td className={`${cell} text-right`}>{order.transactionCount}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>
                    {formatCents(order.controlSumCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
