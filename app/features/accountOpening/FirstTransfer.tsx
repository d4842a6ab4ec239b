import { useState, type Ref } from "react";
import { Link } from "react-router";
import { printedIban } from "@domain/currentAccount/iban";
import { formatDateTime } from "@domain/dates";
import type { Opening } from "@domain/currentAccount/opening";
import { localizeTo } from "@domain/pages";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { StageSection } from "./StageSection";

/**
 * One detail of the transfer, selectable as text (without scripts too) and with a button copying
 * it; the IBAN is copied without its spaces, as banks' forms take it.
 */
function CopyRow({ label, shown, copied }: { label: string; shown: string; copied: string }) {
  const { transferText: text } = accountOpeningText.use();
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col gap-1 border-t border-brand-100 py-3 sm:flex-row sm:items-center sm:gap-4">
      <dt className="font-semibold text-brand-900 sm:w-48">{label}</dt>
      <dd className="flex flex-1 flex-wrap items-center gap-3">
        <code className="select-all rounded bg-brand-50 px-2 py-1 font-mono text-lg">{shown}</code>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            void navigator.clipboard.writeText(copied).then(
              () => setDone(true),
              () => setDone(false),
            )
          }
        >
          {text.copy(label)}
        </button>
        <span role="status" className="text-sm text-accent-800">
          {done ? text.copied : ""}
        </span>
      </dd>
    </div>
  );
}

/** Once signed: where to send the first transfer and what to write on it, and why. */
export function FirstTransfer({
  opening,
  headingRef,
}: {
  opening: Opening;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { transferText: text } = accountOpeningText.use();
  const locale = useLocale();
  const transfer = opening.firstTransfer;
  if (!transfer) return null;
  // Once it matched, the page says so instead of asking for it: the details stay, for later ones.
  const received = transfer.receivedAt;
  return (
    <StageSection
      title={received ? text.receivedTitle : text.title}
      intro={received ? text.received(formatDateTime(received, locale)) : text.intro}
      headingRef={headingRef}
    >
      <dl className="mt-6">
        <CopyRow label={text.iban} shown={printedIban(transfer.iban)} copied={transfer.iban} />
        <CopyRow label={text.bic} shown={transfer.bic} copied={transfer.bic} />
        <CopyRow label={text.reference} shown={transfer.reference} copied={transfer.reference} />
      </dl>
      <p className="mt-6 rounded-lg bg-brand-50 p-4 text-ink-700">{text.why}</p>
      <Link to={localizeTo("/espaceClient#mes-comptes", locale)} className="btn btn-accent mt-6">
        {text.accounts}
      </Link>
    </StageSection>
  );
}
