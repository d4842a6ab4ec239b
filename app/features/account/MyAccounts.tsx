import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DetailList } from "~/components/ui/DetailList";
import { accountText } from "~/content/account.i18n";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import {
  downloadRib,
  getCurrentAccount,
  type CurrentAccountView,
} from "@domain/api/currentAccount";
import { endpointUrl } from "@domain/api/endpoint";
import { printedIban } from "@domain/currentAccount/iban";
import { formatLongDate } from "@domain/dates";
import { numberFormats } from "@domain/format";
import { localizeTo } from "@domain/pages";
import { AgreementWithdrawal } from "./AgreementWithdrawal";
import { LoadFailed } from "./LoadFailed";

/** What the page holds of the customer's account: none yet, or the account as the API answered. */
type Loaded = { kind: "none" } | { kind: "account"; account: CurrentAccountView };

/**
 * The account's offer, state, IBAN and BIC, balance, RIB and latest operations, and the right to
 * withdraw from its agreement while it runs.
 */
function AccountDetails({
  account,
  onChanged,
}: {
  account: CurrentAccountView;
  onChanged: (account: CurrentAccountView) => void;
}) {
  const { myAccountsText: text } = accountText.use();
  const locale = useLocale();
  const { euros } = numberFormats(locale);
  const money = (cents: number) => euros(cents / 100);
  return (
    <>
      <DetailList
        className="mt-6"
        rows={[
          [text.offer, text.offers[account.offer]],
          [
            text.status,
            account.status === "pending_first_transfer" && account.firstTransferMatchedAt
              ? text.statuses.firstTransferMatched
              : text.statuses[account.status],
          ],
          [text.iban, printedIban(account.iban)],
          [text.bic, account.bic],
          [text.balance, money(account.balanceCents)],
        ]}
      />
      {/* The bank's documents are French, whatever the page's language. A refused or closed
          account takes no transfer: its RIB is not handed out for one. */}
      {(account.status === "pending_first_transfer" || account.status === "open") && (
        <a
          href={endpointUrl(downloadRib, {})}
          download
          hrefLang="fr"
          className="btn btn-outline mt-6"
        >
          {text.rib}
        </a>
      )}
      <AgreementWithdrawal account={account} onWithdrawn={onChanged} />
      <h3 className="mt-8 text-lg font-semibold">{text.operationsTitle}</h3>
      {account.operations.length === 0 ? (
        <p className="mt-2 text-ink-700">{text.noOperations}</p>
      ) : (
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-brand-100">
              <th scope="col" className="py-2 pr-4">
                {text.date}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.description}
              </th>
              <th scope="col" className="py-2 text-right">
                {text.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {account.operations.map((operation) => (
              <tr key={operation.id} className="border-b border-brand-100">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatLongDate(operation.bookedOn, locale)}
                </td>
                <td className="py-2 pr-4">{operation.description}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  {money(operation.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The client area's « Mes comptes »: the customer's current account, or the way to open one when
 * they have none (the API's `account_not_found` is that answer, not a failure).
 */
export function MyAccounts() {
  const { myAccountsText: text } = accountText.use();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    callApi(getCurrentAccount).then(
      (account) => setLoaded({ kind: "account", account }),
      (failure: unknown) => {
        if (!(failure instanceof ApiClientError)) throw failure;
        if (failure.status === 404) setLoaded({ kind: "none" });
        else setError(failure.message);
      },
    );
  }, [attempt]);

  return (
    <section
      id="mes-comptes"
      className="mt-8 rounded-2xl border border-brand-100 p-6"
      aria-labelledby="mes-comptes-titre"
    >
      <h2 id="mes-comptes-titre" className="text-2xl font-bold">
        {text.title}
      </h2>
      {error && (
        <LoadFailed
          message={text.loadFailed(error)}
          retryLabel={text.retry}
          onRetry={() => {
            setError(undefined);
            setAttempt((count) => count + 1);
          }}
        />
      )}
      {!loaded && !error && <p className="mt-4 text-ink-700">{text.loading}</p>}
      {loaded?.kind === "none" && (
        <>
          <p className="mt-4 text-ink-700">{text.none}</p>
          <Link to={localizeTo("/ouvrirCompte", locale)} className="btn btn-accent mt-4">
            {text.open}
          </Link>
        </>
      )}
      {loaded?.kind === "account" && (
        <AccountDetails
          account={loaded.account}
          onChanged={(account) => setLoaded({ kind: "account", account })}
        />
      )}
    </section>
  );
}
