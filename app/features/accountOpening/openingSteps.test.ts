import { describe, expect, it } from "vitest";
import { nextAnswerStep, type OpeningAnswers } from "@domain/currentAccount/opening";
import {
  identityDocumentStepSchema,
  knowYourCustomerStepSchema,
} from "@domain/forms/accountOpening";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
} from "../../../tests/support/account-openings";
import { accountOpeningPath } from "~/lib/accountOpeningLinks";
import {
  isOpen,
  offerOfSearch,
  stepBefore,
  trackedSteps,
  viewAfterSaving,
  viewOfParam,
  viewParams,
  viewToShow,
  type OpeningProgress,
} from "./openingSteps";

const none: OpeningAnswers = {
  offer: null,
  identity: null,
  knowYourCustomer: null,
  taxResidence: null,
  identityDocument: null,
};
const all: OpeningAnswers = {
  offer: "plus",
  identity: openingIdentityBody,
  knowYourCustomer: knowYourCustomerStepSchema.parse(openingKnowYourCustomerBody),
  taxResidence: openingTaxResidenceBody,
  identityDocument: identityDocumentStepSchema.parse(openingIdentityDocumentBody),
};
/** An opening with these answers, its next step as the server computes it. */
const opening = (answers: Partial<OpeningAnswers>): OpeningProgress => {
  const merged = { ...none, ...answers };
  return { ...merged, nextStep: nextAnswerStep(merged), status: "in_progress" };
};
const fresh = opening({});
const twoAnswered = opening({ offer: all.offer, identity: all.identity });
const finished = opening(all);

describe("the offer an address names", () => {
  const searchOf = (path: string) => new URL(path, "https://aurore-banque.invalid").searchParams;

  it("is read back from the current account page's link", () => {
    expect(accountOpeningPath("plus")).toBe("/ouvrirCompte?offre=plus");
    expect(offerOfSearch(searchOf(accountOpeningPath("premium")))).toBe("premium");
  });

  it("is ignored when it is none of the offers", () => {
    expect(offerOfSearch(searchOf(accountOpeningPath("gold")))).toBeUndefined();
    expect(offerOfSearch(searchOf(accountOpeningPath("toString")))).toBeUndefined();
    expect(offerOfSearch(searchOf(accountOpeningPath()))).toBeUndefined();
  });
});

describe("the view an address asks for", () => {
  it("is read back from the name each view has in the address", () => {
    for (const [view, param] of Object.entries(viewParams)) expect(viewOfParam(param)).toBe(view);
    expect(viewOfParam("identity")).toBeUndefined();
    expect(viewOfParam(null)).toBeUndefined();
  });

  it("lands a customer on the first step they have not answered", () => {
    expect(viewToShow(fresh, undefined)).toBe("offer");
    expect(viewToShow(twoAnswered, undefined)).toBe("knowYourCustomer");
  });

  it("shows the summary to a customer who answered every step, to review it", () => {
    expect(viewToShow(finished, undefined)).toBe("summary");
  });

  it("opens an answered step, or the next one, when asked", () => {
    expect(viewToShow(twoAnswered, "offer")).toBe("offer");
    expect(viewToShow(twoAnswered, "identity")).toBe("identity");
    expect(viewToShow(twoAnswered, "knowYourCustomer")).toBe("knowYourCustomer");
    expect(viewToShow(finished, "taxResidence")).toBe("taxResidence");
  });

  it("never opens a step before those it follows are answered, nor the summary", () => {
    expect(viewToShow(twoAnswered, "identityDocument")).toBe("knowYourCustomer");
    expect(viewToShow(twoAnswered, "summary")).toBe("knowYourCustomer");
    expect(viewToShow(fresh, "identity")).toBe("offer");
    expect(isOpen(fresh, "summary")).toBe(false);
  });

  it("only reads back the answers of a signed agreement", () => {
    const signed = { ...finished, status: "signed" } as const;
    expect(viewToShow(signed, "identity")).toBe("summary");
    expect(trackedSteps(signed, "summary").some(({ link }) => link)).toBe(false);
  });

  it("does not skip a step left unanswered between answered ones", () => {
    // Answered out of order (an older version of the journey): the gap comes first.
    const gap = opening({ offer: all.offer, knowYourCustomer: all.knowYourCustomer });
    expect(viewToShow(gap, "taxResidence")).toBe("identity");
  });
});

describe("after a step is saved", () => {
  it("goes on to the next step during the first pass", () => {
    expect(viewAfterSaving("offer", opening({ offer: "plus" }))).toBe("identity");
    expect(viewAfterSaving("identity", twoAnswered)).toBe("knowYourCustomer");
  });

  it("goes on to the following step, its answers filled in, after going back", () => {
    expect(viewAfterSaving("offer", twoAnswered)).toBe("identity");
  });

  it("goes to the summary once every step is answered, a change made from it included", () => {
    expect(viewAfterSaving("identityDocument", finished)).toBe("summary");
    expect(viewAfterSaving("identity", finished)).toBe("summary");
  });

  it("leads to the step still missing rather than past it", () => {
    const gap = opening({ offer: all.offer, knowYourCustomer: all.knowYourCustomer });
    expect(viewAfterSaving("knowYourCustomer", gap)).toBe("identity");
  });
});

describe("the tracker", () => {
  it("marks the step shown, those answered and those to come, and links the open ones", () => {
    expect(trackedSteps(twoAnswered, "offer")).toEqual([
      { step: "offer", status: "current", link: false },
      { step: "identity", status: "done", link: true },
      { step: "knowYourCustomer", status: "upcoming", link: true },
      { step: "taxResidence", status: "upcoming", link: false },
      { step: "identityDocument", status: "upcoming", link: false },
      { step: "photos", status: "upcoming", link: false },
      { step: "signature", status: "upcoming", link: false },
      { step: "transfer", status: "upcoming", link: false },
    ]);
  });

  it("marks every step done on the summary, each a link", () => {
    expect(trackedSteps(finished, "summary").map(({ status, link }) => [status, link])).toEqual([
      ...Array.from({ length: 5 }, () => ["done", true]),
      ["upcoming", true],
      ["upcoming", false],
      ["upcoming", false],
    ]);
  });

  it("has no step before the first", () => {
    expect(stepBefore("offer")).toBeUndefined();
    expect(stepBefore("identityDocument")).toBe("taxResidence");
  });
});
