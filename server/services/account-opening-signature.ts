/**
 * The account agreement and the fee information document of an opening, issued from its answers
 * and kept as issued, then signed with a fresh proof of identity (issue 34). The signature opens
 * the account: its number and IBAN, waiting for the first transfer from an account in the
 * customer's own name (R561-5-2, 3°), which staff's import of the partner bank's statement
 * matches.
 */
import { createHash } from "node:crypto";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import {
  nextAnswerStep,
  type Opening,
  type OpeningDocumentKind,
  type OpeningSignature,
} from "../../domain/currentAccount/opening";
import type { OpeningSignatureForm } from "../../domain/forms/accountOpening";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { renderAccountAgreementPdf, renderFeeInformationPdf } from "./account-documents-pdf";
import { requireIdentityFiles } from "./account-opening-files";
import { loadOpening, OpeningLockedError, pendingRow, type OpeningRow } from "./account-openings";
import {
  authenticateSigner,
  keptAssertion,
  signingOptions,
  type Signer,
  type SignerCheck,
} from "./application-signature";
import { keptOpeningDocument } from "./customer-documents";
import type { CustomerRow } from "./customers";
import { openAccountNumber } from "./current-accounts";
import type { PasskeyPurpose } from "./passkeys";

/** A step is not answered yet: there is nothing to issue or to sign. */
export class AnswersMissingError extends Error {}

/** The documents were not issued from the current answers: they must be read before signing. */
export class DocumentsNotIssuedError extends Error {}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The answers of an opening that can be issued and signed: all given, still open to change. */
function answeredOpening(row: OpeningRow) {
  if (row.status !== "in_progress") throw new OpeningLockedError();
  const { offer, identity } = row;
  if (
    offer === null ||
    identity === null ||
    nextAnswerStep({
      offer,
      identity,
      knowYourCustomer: row.know_your_customer,
      taxResidence: row.tax_residence,
      identityDocument: row.identity_document,
    }) !== null
  ) {
    throw new AnswersMissingError();
  }
  return { offer, identity };
}

/**
 * Issues the agreement and the fee information document from the customer's answers, replacing
 * any issued before. Rendered before the transaction (a PDF takes a while and must not hold the
 * opening locked); kept only if no answer changed meanwhile. `undefined` without a pending opening.
 */
export async function issueOpeningDocuments(
  db: Db,
  customer: CustomerRow,
  now: Date,
): Promise<Opening | undefined> {
  const before = await pendingRow(db, customer.id);
  if (!before) return undefined;
  const { offer, identity } = answeredOpening(before);
  // Both sides of the identity document, before the customer is asked to sign.
  await requireIdentityFiles(db, before.id);
  const holder = {
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    birthDate: customer.birth_date ?? "",
    ...identity,
  };
  const [agreement, feeInformation] = await Promise.all([
    renderAccountAgreementPdf({ offer, holder, openingId: before.id }, { issuedAt: now }),
    renderFeeInformationPdf(offer, { issuedAt: now }),
  ]);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("account_openings")
      .selectAll()
      .where("id", "=", before.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    answeredOpening(row);
    await requireIdentityFiles(trx, row.id);
    // An answer saved while the PDFs were drawn: they no longer name what was declared.
    if (row.updated_at.getTime() !== before.updated_at.getTime()) throw new AnswersMissingError();
    await trx.deleteFrom("account_opening_documents").where("opening_id", "=", row.id).execute();
    await trx
      .insertInto("account_opening_documents")
      .values(
        (
          [
            ["agreement", agreement],
            ["fee_information", feeInformation],
          ] as const
        ).map(([kind, pdf]) => ({
          opening_id: row.id,
          kind,
          issued_at: now,
          sha256: sha256(pdf),
          pdf,
        })),
      )
      .execute();
    return loadOpening(trx, row);
  });
}

/**
 * A document of the customer's latest opening that has it, the bytes kept when it was issued,
 * checked against their digest as « Mes documents » serves them.
 */
export async function openingDocumentFile(
  db: Db,
  customerId: string,
  kind: OpeningDocumentKind,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("account_opening_documents as d")
    .innerJoin("account_openings as o", "o.id", "d.opening_id")
    .select("o.id")
    .where("o.customer_id", "=", customerId)
    .where("d.kind", "=", kind)
    .orderBy("o.started_at", "desc")
    .executeTakeFirst();
  return (row && (await keptOpeningDocument(db, customerId, row.id, kind))) ?? undefined;
}

/** The documents a signature names, as issued for the opening. */
async function issuedDocuments(db: Db, openingId: string) {
  const rows = await db
    .selectFrom("account_opening_documents")
    .select(["kind", "sha256", "issued_at"])
    .where("opening_id", "=", openingId)
    .execute();
  const of = (kind: OpeningDocumentKind) => {
    const row = rows.find((found) => found.kind === kind);
    if (!row) throw new DocumentsNotIssuedError();
    return { sha256: row.sha256, issuedAt: row.issued_at.toISOString() };
  };
  const documents = { agreement: of("agreement"), fee_information: of("fee_information") };
  // What a passkey signs: one digest for the two documents, agreement first.
  const signedDigest = sha256(
    Buffer.from(`${documents.agreement.sha256}\n${documents.fee_information.sha256}`),
  );
  return { documents, signedDigest };
}

/**
 * What a signature's passkey challenge is for: these documents of this opening, in this session;
 * a challenge made for anything else cannot sign them.
 */
const signing = (
  customerId: string,
  openingId: string,
  sessionId: string,
  signedDigest: string,
): Extract<PasskeyPurpose, { purpose: "signature" }> => ({
  purpose: "signature",
  customerId,
  scope: `opening ${openingId} ${sessionId}`,
  documentSha256: signedDigest,
});

/** A passkey challenge to sign the opening's documents, naming the customer's own passkeys. */
export async function openingSignatureOptions(
  db: Db,
  check: Pick<SignerCheck, "relyingParty">,
  customerId: string,
  sessionId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const row = await pendingRow(db, customerId);
  if (!row) return undefined;
  answeredOpening(row);
  const { signedDigest } = await issuedDocuments(db, row.id);
  return signingOptions(
    db,
    check.relyingParty,
    signing(customerId, row.id, sessionId, signedDigest),
  );
}

/**
 * Signs the customer's opening on the documents issued from its answers, after a fresh proof of
 * identity (checked before the transaction: argon2 and WebAuthn take a while). Under the opening's
 * lock, the answers and documents are checked again, the account takes its number and IBAN, the
 * signature keeps what was signed, how and from which device, and the customer is mailed where to
 * send the first transfer. `db` is a connection: a refused
 * proof stays counted whatever happens next.
 */
export async function signOpening(
  db: Db,
  mailer: Mailer,
  check: SignerCheck,
  { customer, sessionId, userAgent }: Signer,
  proof: OpeningSignatureForm,
  now: Date,
): Promise<Opening | undefined> {
  const before = await pendingRow(db, customer.id);
  if (!before) return undefined;
  answeredOpening(before);
  const issued = await issuedDocuments(db, before.id);
  const passkeyId = await authenticateSigner(
    db,
    check,
    customer,
    proof,
    signing(customer.id, before.id, sessionId, issued.signedDigest),
  );
  return db.transaction().execute(async (trx) => {
    // Another tab may have signed, or changed an answer, meanwhile.
    const row = await trx
      .selectFrom("account_openings")
      .selectAll()
      .where("id", "=", before.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { offer } = answeredOpening(row);
    await requireIdentityFiles(trx, row.id);
    const { documents, signedDigest } = await issuedDocuments(trx, row.id);
    if (signedDigest !== issued.signedDigest) throw new DocumentsNotIssuedError();
    const account = await openAccountNumber(trx, customer.id, offer);
    const signature: OpeningSignature = {
      method: proof.method,
      ...(passkeyId !== undefined && { passkeyId }),
      ...(proof.method === "passkey" && { passkeyAssertion: keptAssertion(proof) }),
      documents: { agreement: documents.agreement, fee_information: documents.fee_information },
      signedDigest,
      acknowledged: true,
      device: { userAgent: userAgent?.slice(0, 300) ?? null },
    };
    const signed = await trx
      .updateTable("account_openings")
      .set({
        status: "signed",
        signed_at: now,
        signature: JSON.stringify(signature),
        current_account_id: account.id,
        updated_at: now,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const opening = await loadOpening(trx, signed);
    if (opening.firstTransfer) {
      await mailer.queue(
        trx,
        customer.email,
        mails(customer.language).openingSigned(
          customer.first_name,
          now,
          opening.firstTransfer,
          mailer.link("/ouvrirCompte", customer.language),
        ),
      );
    }
    return opening;
  });
}
