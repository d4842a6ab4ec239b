import { ConfirmedAction } from "~/components/ui/ConfirmedAction";
import { accountText } from "~/content/account.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { withdrawFromAgreement, type CurrentAccountView } from "@domain/api/currentAccount";
import { parisDay } from "@domain/calendar/parisDay";
import { printedIban } from "@domain/currentAccount/iban";
import { agreementWithdrawalOpen } from "@domain/currentAccount/withdrawal";
import { formatDateTime, formatLongDate } from "@domain/dates";

/**
 * The right to withdraw from the account agreement signed at a distance: « Renoncer au contrat
 * ici » on every day of the period (Code de la consommation L222-8), which shows the declaration
 * the customer confirms with « Confirmer la rétractation » (décret n° 2026-3); then when they did.
 */
export function AgreementWithdrawal({
  account,
  onWithdrawn,
}: {
  account: CurrentAccountView;
  onWithdrawn: (account: CurrentAccountView) => void;
}) {
  const { myAccountsText } = accountText.use();
  const text = myAccountsText.withdrawal;
  const locale = useLocale();

  const { agreement } = account;
  if (!agreement) return null;
  if (agreement.withdrawnAt) {
    return (
      <p className="mt-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-ink-900">
        {text.done(formatDateTime(agreement.withdrawnAt, locale))}
      </p>
    );
  }
  const live = account.status === "pending_first_transfer" || account.status === "open";
  if (!live || !agreementWithdrawalOpen(agreement, parisDay(new Date()))) return null;

  return (
    <section className="mt-8" aria-labelledby="retractation-titre">
      <h3 id="retractation-titre" className="text-lg font-semibold">
        {text.title}
      </h3>
      <p className="mt-2 text-ink-700">
        {text.right(formatLongDate(agreement.withdrawalEndsOn, locale))}
      </p>
      <ConfirmedAction
        startLabel={text.start}
        question={text.declarationTitle}
        confirmLabel={text.confirm}
        pendingLabel={text.sending}
        cancelLabel={text.cancel}
        onConfirm={async () => onWithdrawn(await callApi(withdrawFromAgreement))}
      >
        <blockquote className="mt-3 border-l-4 border-brand-100 pl-4 text-ink-900">
          {text.declaration({
            holder: agreement.holder,
            offer: myAccountsText.offers[account.offer],
            iban: printedIban(account.iban),
            signedOn: formatLongDate(parisDay(new Date(agreement.signedAt)), locale),
          })}
        </blockquote>
        <p className="mt-3 text-ink-700">{text.acknowledgment(agreement.acknowledgmentTo)}</p>
      </ConfirmedAction>
    </section>
  );
}
