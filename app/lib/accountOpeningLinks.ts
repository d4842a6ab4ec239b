/**
 * The address of the current account's opening, shared by the offers that lead to it, the signup
 * and login pages that lead back to it (`?suite=`) and the page itself. `offre` names the offer
 * chosen on the current account page, preselected when the customer has not chosen one yet; `etape`
 * the step shown. Only names here: the current account page loads this module too.
 */
export const accountOpeningPage = "/ouvrirCompte";

export const accountOpeningParams = { offer: "offre", step: "etape" } as const;

/**
 * `/ouvrirCompte?offre=plus`: the opening, with an offer in mind (one of `accountOffers`' ids; the
 * page reads it back only if it is one).
 */
export const accountOpeningPath = (offer?: string) =>
  offer === undefined
    ? accountOpeningPage
    : `${accountOpeningPage}?${new URLSearchParams({ [accountOpeningParams.offer]: offer }).toString()}`;
