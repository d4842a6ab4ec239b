import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { AccountOfferId } from "@domain/accounts";
import type { AnswerStep, Opening } from "@domain/currentAccount/opening";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { accountOpeningParams } from "~/lib/accountOpeningLinks";
import { FirstTransfer } from "./FirstTransfer";
import { IdentityDocumentStep } from "./IdentityDocumentStep";
import { IdentityPhotosStep } from "./IdentityPhotosStep";
import { IdentityStep } from "./IdentityStep";
import { KnowYourCustomerStep } from "./KnowYourCustomerStep";
import { OfferStep } from "./OfferStep";
import { OpeningSummary } from "./OpeningSummary";
import { OpeningTracker } from "./OpeningTracker";
import { SignatureStep } from "./SignatureStep";
import { viewAfterSaving, viewOfParam, viewSearch, viewToShow } from "./openingSteps";
import { TaxResidenceStep } from "./TaxResidenceStep";

/**
 * The opening under way: the tracker, then the step the address names (when it is open) or the
 * first not answered, or the summary. Each step saves with its endpoint and the page goes on to the
 * next one, a new entry in the history: the browser's back button returns to the step before, its
 * answers filled in. The opening the server answered last is the one shown.
 */
export function AccountOpening({
  initial,
  resumed,
  preselected,
  signupCountry,
}: {
  initial: Opening;
  /** The customer had started before: the page says their answers are kept. */
  resumed: boolean;
  /** The offer chosen on the current account page, for the offer step until one is saved. */
  preselected: AccountOfferId | undefined;
  signupCountry: string | undefined;
}) {
  const { pageText: text } = accountOpeningText.use();
  const [opening, setOpening] = useState(initial);
  // The page was opened again (its loader answered anew): that answer replaces the one held here.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setOpening(initial);
  }
  const [savedHere, setSavedHere] = useState(false);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = viewToShow(opening, viewOfParam(search.get(accountOpeningParams.step)));

  // Each new view starts at its heading, so that a screen reader reads on from there; not the
  // first one, which the page's own heading introduces.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) firstView.current = false;
    else headingRef.current?.focus();
  }, [view]);

  const saved = (step: AnswerStep) => (answer: Opening) => {
    setOpening(answer);
    setSavedHere(true);
    void navigate(viewSearch(viewAfterSaving(step, answer)));
  };
  const stepProps = { opening, headingRef };

  return (
    <>
      {resumed && !savedHere && opening.nextStep !== "offer" && (
        <p role="status" className="mt-6 rounded-lg bg-accent-50 p-4 font-medium text-accent-800">
          {text.resumed}
        </p>
      )}
      <OpeningTracker opening={opening} view={view} />
      {view === "offer" && (
        <OfferStep key={view} {...stepProps} preselected={preselected} onSaved={saved(view)} />
      )}
      {view === "identity" && (
        <IdentityStep
          key={view}
          {...stepProps}
          signupCountry={signupCountry}
          onSaved={saved(view)}
        />
      )}
      {view === "knowYourCustomer" && (
        <KnowYourCustomerStep key={view} {...stepProps} onSaved={saved(view)} />
      )}
      {view === "taxResidence" && (
        <TaxResidenceStep key={view} {...stepProps} onSaved={saved(view)} />
      )}
      {view === "identityDocument" && (
        <IdentityDocumentStep key={view} {...stepProps} onSaved={saved(view)} />
      )}
      {view === "summary" && <OpeningSummary opening={opening} headingRef={headingRef} />}
      {view === "photos" && (
        <IdentityPhotosStep opening={opening} onChange={setOpening} headingRef={headingRef} />
      )}
      {view === "signature" && (
        <SignatureStep
          opening={opening}
          onChange={setOpening}
          onSigned={(signed) => {
            setOpening(signed);
            void navigate(viewSearch("transfer"));
          }}
          headingRef={headingRef}
        />
      )}
      {view === "transfer" && <FirstTransfer opening={opening} headingRef={headingRef} />}
    </>
  );
}
