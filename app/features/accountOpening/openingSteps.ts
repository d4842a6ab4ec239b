import { accountOffers, type AccountOfferId } from "@domain/accounts";
import { accountOpeningParams } from "~/lib/accountOpeningLinks";
import { answerSteps, type AnswerStep, type Opening } from "@domain/currentAccount/opening";

/**
 * Which part of an opening the page shows, and where each button leads: the five answer steps in
 * their order, then the summary of the answers. A step is open once every step before it is
 * answered; the summary once all are.
 */
export type OpeningView = AnswerStep | "summary" | Stage;

/** What follows the answers: the identity document's photos, the signature, the first transfer. */
export const stages = ["photos", "signature", "transfer"] as const;
export type Stage = (typeof stages)[number];
/** Every item of the tracker: the answer steps, then the stages. */
export type TrackedItem = AnswerStep | Stage;

/**
 * What the page needs of an opening to find its way: the answers, the first one missing, and
 * whether they may still change (not once the agreement is signed).
 */
export type OpeningProgress = Pick<Opening, AnswerStep | "nextStep" | "status"> &
  Partial<Pick<Opening, "identityDocumentFiles" | "signedAt" | "firstTransfer">>;

/** Both sides of the identity document sent: the documents may be issued and signed. */
export const photosSent = (opening: OpeningProgress) =>
  Boolean(opening.identityDocumentFiles?.front && opening.identityDocumentFiles.back);

/** Each view's name in the address (`?etape=identite`): a step's link and the back button. */
export const viewParams: Readonly<Record<OpeningView, string>> = {
  offer: "offre",
  identity: "identite",
  knowYourCustomer: "situation",
  taxResidence: "fiscalite",
  identityDocument: "piece",
  summary: "recapitulatif",
  photos: "photos",
  signature: "signature",
  transfer: "premier-virement",
};

/** The view an address names, if it names one. */
export function viewOfParam(param: string | null): OpeningView | undefined {
  const found = Object.entries(viewParams).find(([, name]) => name === param);
  return found?.[0] as OpeningView | undefined;
}

/** The address of a view on the same page: `{ search: "?etape=identite" }`. */
export const viewSearch = (view: OpeningView) => ({
  search: `?${new URLSearchParams({ [accountOpeningParams.step]: viewParams[view] }).toString()}`,
});

/** The offer the address names, if it is one of ours (the address is anyone's to write). */
export function offerOfSearch(search: URLSearchParams): AccountOfferId | undefined {
  const offer = search.get(accountOpeningParams.offer);
  return offer !== null && Object.hasOwn(accountOffers, offer)
    ? (offer as AccountOfferId)
    : undefined;
}

const indexOf = (step: AnswerStep) => answerSteps.indexOf(step);

/**
 * Whether the customer may open `view` now: a step never comes before those it follows, and
 * signed answers are only read back.
 */
export function isOpen(opening: OpeningProgress, view: OpeningView): boolean {
  if (opening.status !== "in_progress") {
    return view === "summary" || (view === "transfer" && Boolean(opening.firstTransfer));
  }
  if (view === "transfer") return false;
  if (view === "signature") return opening.nextStep === null && photosSent(opening);
  if (opening.nextStep === null) return true;
  if (view === "summary" || view === "photos") return false;
  return indexOf(view) <= indexOf(opening.nextStep);
}

/**
 * The view to show for the address: the one it asks for when it is open, otherwise the first step
 * not answered yet, or the summary once all are (a customer coming back reviews their answers).
 */
export function viewToShow(opening: OpeningProgress, asked: OpeningView | undefined): OpeningView {
  if (asked !== undefined && isOpen(opening, asked)) return asked;
  if (opening.status !== "in_progress") return opening.firstTransfer ? "transfer" : "summary";
  return opening.nextStep ?? "summary";
}

/**
 * Where the page goes once `step` is saved, given the opening as the server answered: the step
 * after it (its answers filled in when it has some), or the summary once every step is answered,
 * so that a change made from the summary leads back to it.
 */
export function viewAfterSaving(step: AnswerStep, saved: OpeningProgress): OpeningView {
  if (saved.nextStep === null) return "summary";
  const following = answerSteps[indexOf(step) + 1];
  return following !== undefined && isOpen(saved, following) ? following : saved.nextStep;
}

/** The step before `step`, for its « Étape précédente » link; none before the first. */
export const stepBefore = (step: AnswerStep): AnswerStep | undefined =>
  answerSteps[indexOf(step) - 1];

/** `1` to `5`: the step's number in « Étape 2 sur 5 ». */
export const stepNumber = (step: AnswerStep) => indexOf(step) + 1;

export type TrackedStatus = "done" | "current" | "upcoming";

export interface TrackedStep {
  step: TrackedItem;
  status: TrackedStatus;
  /** Whether its item leads to it: answered, or the next to answer, and not the one shown. */
  link: boolean;
}

const itemDone = (opening: OpeningProgress, item: TrackedItem): boolean => {
  if (item === "photos") return photosSent(opening);
  if (item === "signature") return Boolean(opening.signedAt);
  if (item === "transfer") return opening.status === "approved";
  return opening[item] !== null;
};

/**
 * The tracker's items as the customer stands: the five answer steps, then the photos, the
 * signature and the first transfer; done, shown, still to come.
 */
export function trackedSteps(opening: OpeningProgress, view: OpeningView): TrackedStep[] {
  return [...answerSteps, ...stages].map((step) => {
    const status: TrackedStatus =
      step === view ? "current" : itemDone(opening, step) ? "done" : "upcoming";
    return { step, status, link: status !== "current" && isOpen(opening, step) };
  });
}
