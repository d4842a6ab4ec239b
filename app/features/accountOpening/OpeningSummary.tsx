import { useId, type Ref } from "react";
import { Link } from "react-router";
import { DetailList } from "~/components/ui/DetailList";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import type { AnswerStep, Opening } from "@domain/currentAccount/opening";
import { formatLongDate } from "@domain/dates";
import { countryName } from "./countries";
import { viewSearch } from "./openingSteps";

type Rows = (readonly [string, string])[];

/** Each answered step's answers, as the customer reads them back, in the journey's order. */
function useAnswerRows(opening: Opening): [AnswerStep, Rows][] {
  const texts = accountOpeningText.use();
  const locale = useLocale();
  const country = (code: string) => countryName(code, locale);
  const { summaryText: text } = texts;
  const { identity, knowYourCustomer, taxResidence, identityDocument } = opening;
  const offer = texts.offerStepText.offers.find(({ id }) => id === opening.offer);
  const sections: [AnswerStep, Rows | null | undefined][] = [
    [
      "offer",
      offer && [
        [text.offer, offer.name],
        [text.price, offer.price],
      ],
    ],
    [
      "identity",
      identity && [
        [text.birth, text.place(identity.birthPlace, country(identity.birthCountry))],
        [
          text.address,
          [
            identity.addressLine,
            identity.addressComplement,
            text.postalTown(identity.postalCode, identity.city),
            country(identity.country),
          ]
            .filter(Boolean)
            .join(", "),
        ],
      ],
    ],
    [
      "knowYourCustomer",
      knowYourCustomer && [
        [
          texts.knowYourCustomerStepText.labels.occupation,
          texts.knowYourCustomerStepText.occupations[knowYourCustomer.occupation],
        ],
        [
          texts.knowYourCustomerStepText.labels.monthlyIncome,
          texts.knowYourCustomerStepText.incomeBands[knowYourCustomer.monthlyIncome],
        ],
        [
          texts.knowYourCustomerStepText.labels.purpose,
          texts.knowYourCustomerStepText.purposes[knowYourCustomer.purpose],
        ],
        [
          texts.knowYourCustomerStepText.labels.expectedMonthlyInflow,
          texts.knowYourCustomerStepText.inflowBands[knowYourCustomer.expectedMonthlyInflow],
        ],
      ],
    ],
    [
      "taxResidence",
      taxResidence && [
        [texts.taxResidenceStepText.labels.taxCountry, country(taxResidence.taxCountry)],
        [texts.taxResidenceStepText.labels.taxNumber, taxResidence.taxNumber],
        [
          texts.taxResidenceStepText.labels.usPerson,
          taxResidence.usPerson ? texts.taxResidenceStepText.yes : texts.taxResidenceStepText.no,
        ],
        ...(taxResidence.usPerson && taxResidence.usTaxNumber
          ? [[texts.taxResidenceStepText.labels.usTaxNumber, taxResidence.usTaxNumber] as const]
          : []),
      ],
    ],
    [
      "identityDocument",
      identityDocument && [
        [
          texts.identityDocumentStepText.labels.documentKind,
          texts.identityDocumentStepText.kinds[identityDocument.documentKind],
        ],
        [texts.identityDocumentStepText.labels.documentNumber, identityDocument.documentNumber],
        [
          texts.identityDocumentStepText.labels.documentExpiresOn,
          formatLongDate(identityDocument.documentExpiresOn, locale),
        ],
      ],
    ],
  ];
  return sections.flatMap(([step, rows]) => (rows ? [[step, rows] as [AnswerStep, Rows]] : []));
}

/** One step's answers under its name, with its « Modifier » link while they may change. */
function AnswerSection({
  step,
  rows,
  editable,
}: {
  step: AnswerStep;
  rows: Rows;
  editable: boolean;
}) {
  const { trackerText, summaryText: text } = accountOpeningText.use();
  const id = useId();
  const name = trackerText.steps[step];
  return (
    <section aria-labelledby={id} className="border-t border-brand-100 pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold text-brand-900">
          {name}
        </h3>
        {editable && (
          <Link to={viewSearch(step)} className="link" aria-label={text.editStep(name)}>
            {text.edit}
          </Link>
        )}
      </div>
      <DetailList rows={rows} className="mt-3" />
    </section>
  );
}

/**
 * The answers of every step, each with the way back to change it, and what comes next: the
 * identity document's photos, then the agreement to sign and the first transfer.
 */
export function OpeningSummary({
  opening,
  headingRef,
}: {
  opening: Opening;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { summaryText: text } = accountOpeningText.use();
  const headingId = useId();
  const sections = useAnswerRows(opening);
  const editable = opening.status === "in_progress";
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {text.title}
      </h2>
      <p className="mt-2 text-ink-700">{editable ? text.intro : text.locked}</p>
      <div className="mt-6 flex flex-col gap-6">
        {sections.map(([step, rows]) => (
          <AnswerSection key={step} step={step} rows={rows} editable={editable} />
        ))}
      </div>
      {editable && (
        <div className="mt-8 rounded-lg bg-accent-50 p-4">
          <p className="font-medium text-accent-800">{text.nextStage}</p>
          <Link to={viewSearch("photos")} className="btn btn-accent mt-4">
            {text.continue}
          </Link>
        </div>
      )}
    </section>
  );
}
