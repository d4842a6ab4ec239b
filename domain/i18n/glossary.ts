import type { Locale } from "./locales";

/** One concept of the bank's vocabulary: the one name each language gives it, and the drift it must not. */
export interface GlossaryEntry {
  /** What the term names, for a translator. */
  concept: string;
  term: Record<Locale, string>;
  /**
   * Other names a text must not give the concept in that language: a reader takes two names for
   * two things. Checked against the pages' texts, the API's messages and the mails
   * (glossary.test.ts).
   */
  forbidden: Partial<Record<Locale, readonly RegExp[]>>;
}

/**
 * The terms the review found drifting (issue 33), one per concept and language. A translator adds
 * a language by giving each entry its term; a new variant that slips into a text fails the test.
 */
export const glossary = {
  indicativeAnswer: {
    concept:
      "The answer the online application gives as soon as the customer has described their situation: favourable, to be reviewed or unfavourable, never a credit offer (decision 010).",
    term: {
      fr: "réponse de principe",
      // Neutral for its three outcomes: « agreement » would promise a yes.
      en: "indicative answer",
      // « respuesta de principio » is a calque of the French.
      es: "respuesta orientativa",
      de: "Grundsatzentscheidung",
    },
    forbidden: {
      fr: [/accord de principe/i],
      en: [/agreement in principle/i, /decision in principle/i, /initial answer/i],
      es: [/respuesta de principio/i],
      de: [/Grundsatzantwort/i],
    },
  },
  twoStepVerification: {
    concept:
      "Signing in with a code from an authenticator app (or a recovery code) after the password.",
    term: {
      fr: "double authentification",
      en: "two-step verification",
      es: "verificación en dos pasos",
      // As the security page's buttons say it; the mails said « Zwei-Faktor-Authentifizierung ».
      de: "Bestätigung in zwei Schritten",
    },
    forbidden: {
      fr: [/vérification en deux étapes/i, /authentification à deux facteurs/i],
      en: [/two-factor/i, /\b2FA\b/],
      es: [/doble factor/i, /dos factores/i, /autenticación en dos pasos/i],
      de: [/Zwei-Faktor/i, /\b2FA\b/],
    },
  },
  adviser: {
    concept: "The bank's employee who answers customers and studies their applications.",
    term: { fr: "conseiller", en: "adviser", es: "asesor", de: "Berater" },
    forbidden: {
      en: [/\badvisors?\b/i],
      // « gestores de carteras » (portfolio managers) are another job.
      es: [/\bgestor(?:es)?\b(?! de carteras)/i],
    },
  },
  taxNotice: {
    concept: "The notice of income tax assessment (« avis d'imposition ») asked with a loan.",
    term: {
      fr: "avis d'imposition",
      en: "tax assessment notice",
      es: "notificación del impuesto sobre la renta",
      de: "Steuerbescheid",
    },
    forbidden: {
      // The return is what the customer declares; the notice is what the tax office answers.
      // « Wealth and tax assessment » (a private banking service) is no document.
      en: [/tax return/i, /your (?:latest |last )?tax assessment(?! notice)/i],
      es: [/declaración de la renta/i, /liquidación de impuestos/i, /aviso de imposición/i],
      de: [/Steuererklärung/i],
    },
  },
  apr: {
    concept: "The annual percentage rate of charge of a credit (TAEG, art. L312-4).",
    term: { fr: "TAEG", en: "APR", es: "TAE", de: "effektiver Jahreszins" },
    forbidden: {
      en: [/\bAPRC\b/],
      de: [/Effektivzins/i],
    },
  },
} as const satisfies Record<string, GlossaryEntry>;
