import { documentCodes } from "../credit/documents";
import { accountMessages } from "../i18n/accountMessages";
import { applicationMessages } from "../i18n/applicationMessages";
import { passkeyAuthenticationSchema } from "./passkeys";
import { z } from "./z";

/**
 * The forms of a loan application after the situation: uploads, staff's decisions, signature.
 * Staff's screens are French only: their messages are worded here, the customer's come from the
 * reference the catalogs translate.
 */
export const creditApplicationMessages = {
  document: applicationMessages.documentNotInChecklist,
  fileName: applicationMessages.documentFileNameTooLong,
  noteRequired: "Expliquez au client ce qui manque ou doit être renvoyé",
  noteLength: "Le message doit contenir entre 10 et 500 caractères",
  reasonRequired: "Indiquez le motif du refus",
  reasonLength: "Le motif doit contenir entre 10 et 1 000 caractères",
  passwordRequired: applicationMessages.signaturePasswordRequired,
  passwordWrong: accountMessages.passwordWrong,
  method: applicationMessages.signatureMethodRequired,
} as const;

const m = creditApplicationMessages;

export const documentCodeSchema = z.enum(documentCodes, { error: m.document });

/** The query of an upload: the file's own name (the body is its bytes). */
export const documentUploadQuerySchema = z.object({
  fileName: z.string({ error: m.fileName }).max(255, m.fileName).default("document"),
});

/** Staff ask the customer for a document again, saying why. */
export const documentRequestFormSchema = z.object({
  code: documentCodeSchema,
  note: z
    .string({ error: m.noteRequired })
    .trim()
    .min(1, m.noteRequired)
    .min(10, m.noteLength)
    .max(500, m.noteLength),
});

/** Staff refuse a file; the reason is written to the customer. */
export const refusalFormSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .min(10, m.reasonLength)
    .max(1000, m.reasonLength),
});

/**
 * Accepting the offer takes a fresh proof of identity: the password, or a passkey's answer to a
 * challenge from `signatureOptions`. A session left open is not a signature.
 */
export const signatureFormSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("password"),
      password: z
        .string({ error: m.passwordRequired })
        .min(1, m.passwordRequired)
        .max(1024, m.passwordWrong),
    }),
    z.object({ method: z.literal("passkey"), credential: passkeyAuthenticationSchema }),
  ],
  { error: m.method },
);

export type DocumentRequestForm = z.input<typeof documentRequestFormSchema>;
export type RefusalForm = z.input<typeof refusalFormSchema>;
export type SignatureForm = z.input<typeof signatureFormSchema>;
