import type { FastifyInstance } from "fastify";
import type { Opening } from "@domain/currentAccount/opening";
import type { z } from "@domain/forms/z";
import { sampleJpeg, samplePng } from "./documents";
import { claireSignup } from "./fixtures";
import type {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  taxResidenceStepSchema,
} from "@domain/forms/accountOpening";

/** Claire Martin's answers to an account opening's steps, each valid as sent. */
export const openingIdentityBody = {
  birthPlace: "Lyon",
  birthCountry: "FR",
  addressLine: "12 rue de la Paix",
  postalCode: "75002",
  city: "Paris",
  country: "FR",
} satisfies z.input<typeof identityStepSchema>;

export const openingKnowYourCustomerBody = {
  occupation: "employee",
  monthlyIncome: "from2000",
  purpose: "mainAccount",
  expectedMonthlyInflow: "from1000",
} satisfies z.input<typeof knowYourCustomerStepSchema>;

export const openingTaxResidenceBody = {
  taxCountry: "FR",
  taxNumber: "1234567890123",
  usPerson: false,
} satisfies z.input<typeof taxResidenceStepSchema>;

/** A document valid for years after any test's day. */
export const openingIdentityDocumentBody = {
  documentKind: "idCard",
  documentNumber: "X4RT12AB3",
  documentExpiresOn: "2035-06-30",
} satisfies z.input<typeof identityDocumentStepSchema>;

/** The requests that start an opening and answer its five steps, in order (the Plus offer). */
export const openingAnswers = [
  ["/api/account-opening", undefined],
  ["/api/account-opening/offer", { offer: "plus" }],
  ["/api/account-opening/identity", openingIdentityBody],
  ["/api/account-opening/know-your-customer", openingKnowYourCustomerBody],
  ["/api/account-opening/tax-residence", openingTaxResidenceBody],
  ["/api/account-opening/identity-document", openingIdentityDocumentBody],
] as const;

/** Sends one side of the identity document, as a browser sends a file: its bytes, its type. */
export const sendIdentityFile = (
  app: FastifyInstance,
  cookie: string,
  side: string,
  bytes: Buffer,
  fileName: string,
  type = "application/octet-stream",
) =>
  app.inject({
    method: "POST",
    url: `/api/account-opening/identity-document/${side}?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, "content-type": type },
    payload: bytes,
  });

/** Sends both sides of the identity document: a photo of the front, a scan of the back. */
export async function uploadIdentityFiles(app: FastifyInstance, cookie: string): Promise<void> {
  for (const [side, bytes, name, type] of [
    ["front", sampleJpeg, "recto.jpg", "image/jpeg"],
    ["back", samplePng, "verso.png", "image/png"],
  ] as const) {
    const answer = await sendIdentityFile(app, cookie, side, bytes, name, type);
    if (answer.statusCode !== 200) throw new Error(`${side}: ${answer.statusCode} ${answer.body}`);
  }
}

/**
 * Answers every step of the signed-in customer's opening, sends both sides of the identity
 * document and issues its documents: all it waits for is the signature.
 */
export async function issuedOpening(app: FastifyInstance, cookie: string): Promise<Opening> {
  const post = (url: string, payload?: object) =>
    app.inject({ method: "POST", url, headers: { cookie }, ...(payload && { payload }) });
  for (const [url, payload] of openingAnswers) {
    const answer = await post(url, payload);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  }
  await uploadIdentityFiles(app, cookie);
  const issued = await post("/api/account-opening/documents");
  if (issued.statusCode !== 200) throw new Error(`documents: ${issued.statusCode} ${issued.body}`);
  return issued.json() as Opening;
}

/**
 * Answers every step of the signed-in customer's opening, sends both sides of the identity
 * document, issues its documents and signs them.
 */
export async function signedOpening(
  app: FastifyInstance,
  cookie: string,
  password = claireSignup.password,
): Promise<Opening & { firstTransfer: NonNullable<Opening["firstTransfer"]> }> {
  await issuedOpening(app, cookie);
  const signed = await app.inject({
    method: "POST",
    url: "/api/account-opening/signature",
    headers: { cookie },
    payload: { method: "password", password, agreement: true },
  });
  const opening = signed.json() as Opening;
  if (signed.statusCode !== 200 || !opening.firstTransfer) {
    throw new Error(`signature: ${signed.statusCode} ${signed.body}`);
  }
  return { ...opening, firstTransfer: opening.firstTransfer };
}
