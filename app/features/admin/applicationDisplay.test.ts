import { clearChecksRecorded } from "~/features/applications/application.testing";
import { describe, expect, it } from "vitest";
import type { ApplicationFile } from "@domain/api/applicationAdmin";
import type { Application } from "@domain/credit/application";
import {
  acceptanceCheckFacts,
  acceptanceUnavailable,
  answerFacts,
  applicationCountLabel,
  availableActions,
  decisionFacts,
  decisionMessages,
  formatFileSize,
  formatMonth,
  formatMoment,
  noDecisionReason,
  situationFacts,
  historyActor,
  insuranceSummary,
  latestFile,
  requestableDocuments,
} from "./applicationDisplay";
import { plainSpaces } from "../../../tests/support/text";

describe("formatMoment", () => {
  it("writes the time in Paris, summer and winter alike", () => {
    expect(formatMoment("2026-11-23T09:42:00.000Z")).toBe("23 novembre 2026 à 10:42");
    expect(formatMoment("2026-07-01T22:15:00.000Z")).toBe("2 juillet 2026 à 00:15");
    expect(formatMoment("2026-06-30T22:15:00.000Z")).toBe("1er juillet 2026 à 00:15");
  });
});

describe("formatMonth", () => {
  it("names the month and the year", () => {
    expect(formatMonth("2021-09")).toBe("septembre 2021");
    expect(formatMonth("2000-01")).toBe("janvier 2000");
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 o"],
    [1023, "1023 o"],
    [1024, "1 Ko"],
    [120 * 1024 + 300, "120 Ko"],
    [1023 * 1024 + 511, "1023 Ko"],
    [1024 * 1024 - 1, "1 Mo"],
    [1024 * 1024, "1 Mo"],
    [1.25 * 1024 * 1024, "1,3 Mo"],
    [10 * 1024 * 1024, "10 Mo"],
  ])("%i bytes read %s", (bytes, text) => {
    expect(plainSpaces(formatFileSize(bytes))).toBe(text);
  });
});

describe("applicationCountLabel", () => {
  it("agrees with the number", () => {
    expect(applicationCountLabel(0)).toBe("Aucune demande de prêt");
    expect(applicationCountLabel(1)).toBe("1 demande de prêt");
    expect(applicationCountLabel(12)).toBe("12 demandes de prêt");
  });
});

describe("historyActor", () => {
  it("names the customer's steps « Client » and staff's by their e-mail", () => {
    expect(historyActor({ actor: "jeanne@example.fr", actorRole: "customer" })).toBe("Client");
    expect(historyActor({ actor: "agent@aurore.example", actorRole: "admin" })).toBe(
      "agent@aurore.example",
    );
    expect(historyActor({ actor: null, actorRole: null })).toBe("Compte supprimé");
  });
});

describe("insuranceSummary", () => {
  it("gives the premium, the TAEA and the total cost when chosen", () => {
    expect(
      plainSpaces(
        insuranceSummary({
          insurance: true,
          insuranceMonthly: 6.25,
          insuranceTotal: 375,
          taea: 0.0061,
        }),
      ),
    ).toBe("6,25 € par mois (TAEA 0,61 %), soit 375,00 € au total");
  });

  it("says so when it was not chosen", () => {
    expect(
      insuranceSummary({ insurance: false, insuranceMonthly: 0, insuranceTotal: 0, taea: 0 }),
    ).toBe("Non souscrite");
  });
});

describe("requestableDocuments", () => {
  it("offers the quote only for the loans that pay for one", () => {
    expect(requestableDocuments("pretAuto").map((option) => option.value)).toEqual([
      "identity",
      "proofOfAddress",
      "payslips",
      "quoteOrInvoice",
      "taxNotice",
    ]);
    expect(requestableDocuments("pretPersonnel").map((option) => option.value)).not.toContain(
      "quoteOrInvoice",
    );
    expect(requestableDocuments("pretTravaux")[3]?.label).toBe("Devis détaillés des travaux");
  });
});

type DecisionState = Parameters<typeof decisionFacts>[0];

const undecided: DecisionState = {
  state: "submitted",
  decision: null,
  offerValidUntil: null,
  signature: null,
  withdrawnAt: null,
};

describe("decisionFacts", () => {
  it("has nothing to say before a decision", () => {
    expect(decisionFacts(undecided)).toEqual([]);
  });

  it("gives the refusal's date and reason", () => {
    expect(
      decisionFacts({
        ...undecided,
        state: "refused",
        decision: { decidedAt: "2026-11-24T14:00:00.000Z", refusalReason: "Revenus insuffisants." },
      }),
    ).toEqual([
      ["Refusée le", "24 novembre 2026 à 15:00"],
      ["Motif", "Revenus insuffisants."],
    ]);
  });

  it("gives the offer's last day until it is signed", () => {
    const accepted: DecisionState = {
      ...undecided,
      state: "accepted",
      decision: { decidedAt: "2026-11-24T14:00:00.000Z", refusalReason: null },
      offerValidUntil: "2026-12-09",
    };
    expect(decisionFacts(accepted)).toEqual([
      ["Offre émise le", "24 novembre 2026 à 15:00"],
      ["Valable jusqu'au", "9 décembre 2026"],
    ]);
    const withdrawn = decisionFacts({
      ...accepted,
      state: "withdrawn",
      signature: {
        signedAt: "2026-11-30T09:00:00.000Z",
        method: "passkey",
        withdrawalEndsOn: "2026-12-14",
        fundsReleaseOn: "2026-12-08",
      },
      withdrawnAt: "2026-12-01T08:30:00.000Z",
    });
    expect(withdrawn).toEqual([
      ["Offre émise le", "24 novembre 2026 à 15:00"],
      ["Offre acceptée le", "30 novembre 2026 à 10:00 (clé d'accès)"],
      ["Rétractation jusqu'au", "14 décembre 2026"],
      ["Fonds versés au plus tôt le", "8 décembre 2026"],
      ["Rétractée le", "1er décembre 2026 à 09:30"],
    ]);
  });
});

describe("situationFacts", () => {
  const situation = {
    employmentStatus: "cdi",
    employedSince: "2019-03",
    netMonthlyIncome: 2_800,
    otherCreditPayments: 150,
    housing: "locataire",
    housingCost: 750,
    dependants: 2,
  };

  it("reads the codes with the form's labels", () => {
    expect(situationFacts(situation).map(([label, value]) => [label, plainSpaces(value)])).toEqual([
      ["Situation professionnelle", "CDI"],
      ["Depuis (mois et année)", "mars 2019"],
      ["Revenus nets mensuels", "2 800,00 €"],
      ["Revenus nets mensuels du co-emprunteur (facultatif)", "Aucun co-emprunteur"],
      ["Mensualités de vos autres crédits (hors crédit immobilier du logement)", "150,00 €"],
      ["Logement", "Locataire"],
      ["Coût mensuel du logement", "750,00 €"],
      ["Nombre de personnes à charge", "2"],
    ]);
  });

  it("gives the co-borrower's income when there is one", () => {
    const facts = situationFacts({ ...situation, coBorrowerNetMonthlyIncome: 1_900 });
    expect(plainSpaces(facts[3]?.[1] ?? "")).toBe("1 900,00 €");
  });
});

describe("answerFacts", () => {
  it("gives each figure with the threshold it was judged against", () => {
    const facts = answerFacts({
      outcome: "favorable",
      summary: "Réponse de principe favorable.",
      reasons: [],
      figures: {
        newInstalment: 282.46,
        creditPayments: 432.46,
        householdIncome: 2_800,
        debtRatio: 0.154,
        remainingIncome: 1_617.54,
        minimumRemainingIncome: 1_000,
        householdSize: 3,
        age: 36,
        lastInstalment: "2031-11-24",
        ageAtLastInstalment: 41,
      },
      suggestions: [],
      notice: "Indicative.",
      thresholdsSince: "2026-11-20",
      answeredAt: "2026-11-24T09:00:00.000Z",
    });
    expect(Object.fromEntries(facts.map(([label, value]) => [label, plainSpaces(value)]))).toEqual({
      "Mensualité du prêt demandé": "282,46 €",
      "Mensualités de crédit, prêt compris": "432,46 €",
      "Revenus nets du foyer": "2 800,00 €",
      "Taux d'endettement": "15,4 %",
      "Reste à vivre": "1 617,54 € (minimum 1 000,00 € pour 3 personnes)",
      Âge: "36 ans, 41 ans à la dernière échéance (24 novembre 2031)",
      "Seuils en vigueur depuis le": "20 novembre 2026",
      "Réponse donnée le": "24 novembre 2026 à 10:00",
    });
  });
});

describe("decisions", () => {
  it("offers each decision only where the workflow allows it", () => {
    expect(availableActions("submitted")).toEqual([
      "requestDocument",
      "refuse",
      "recordChecks",
      "accept",
    ]);
    expect(availableActions("document_requested")).toEqual([
      "requestDocument",
      "refuse",
      "recordChecks",
    ]);
    expect(availableActions("signed")).toEqual(["recordWithdrawal"]);
    for (const state of [
      "informations",
      "documents",
      "accepted",
      "refused",
      "withdrawn",
    ] as const) {
      expect(availableActions(state)).toEqual([]);
    }
  });

  it("says why nothing can be decided", () => {
    expect(noDecisionReason("documents")).toMatch(/pas encore envoyé son dossier/);
    expect(noDecisionReason("accepted")).toMatch(/décision est prise/);
  });

  it("confirms each decision in words", () => {
    expect(decisionMessages.requestDocument("pretTravaux", "quoteOrInvoice")).toBe(
      "Justificatif demandé : Devis détaillés des travaux. Le client est prévenu par e-mail.",
    );
    expect(decisionMessages.accept("2026-12-09")).toBe(
      "Offre émise, valable jusqu'au 9 décembre 2026. Le client est prévenu par e-mail.",
    );
    expect(decisionMessages.refuse()).toMatch(/^Demande refusée/);
    expect(decisionMessages.recordWithdrawal()).toMatch(/^Rétractation enregistrée/);
    expect(decisionMessages.recordChecks()).toMatch(/^Consultation du FICP et évaluation/);
  });
});

describe("the checks before an offer", () => {
  const checks = clearChecksRecorded;

  it("shows what staff recorded, who and when", () => {
    expect(Object.fromEntries(acceptanceCheckFacts(checks))).toEqual({
      "FICP consulté le": "24 novembre 2026 à 10:58",
      "Référence de consultation": "BDF-7Q2X-0042",
      "Résultat FICP": "Non inscrit",
      Solvabilité: "Suffisante",
      Justification: "Revenus stables, endettement de 15 %.",
      "Enregistrées par": "credit@aurore-banque.example, le 24 novembre 2026 à 11:05",
    });
    expect(acceptanceCheckFacts({ ...checks, recordedBy: null }).at(-1)?.[1]).toMatch(
      /^Compte supprimé, le/,
    );
  });

  it("says why the offer cannot be issued, in the API's words, until the checks allow it", () => {
    expect(acceptanceUnavailable(null)).toMatch(/^Enregistrez d'abord la consultation du FICP/);
    expect(acceptanceUnavailable({ ...checks, ficpResult: "registered" })).toMatch(
      /^L'emprunteur est inscrit au FICP/,
    );
    expect(acceptanceUnavailable({ ...checks, solvencyOutcome: "insufficient" })).toMatch(
      /^La solvabilité de l'emprunteur est jugée insuffisante/,
    );
    expect(acceptanceUnavailable(checks)).toBeUndefined();
  });
});

describe("latestFile", () => {
  const application: Application = {
    id: "a",
    product: "pretPersonnel",
    amount: 15_000,
    months: 60,
    option: "equipement",
    insurance: false,
    annualRate: 0.039,
    monthlyPayment: 275.57,
    taeg: 0.0397,
    totalDue: 16_534.2,
    insuranceMonthly: 0,
    insuranceTotal: 0,
    taea: 0,
    monthlyCommitment: 275.57,
    state: "submitted",
    situation: null,
    answer: null,
    documents: [],
    requestedDocuments: [],
    submittedAt: "2026-11-24T09:00:00.000Z",
    decision: null,
    offerValidUntil: null,
    signature: null,
    withdrawnAt: null,
    createdAt: "2026-11-23T09:00:00.000Z",
    updatedAt: "2026-11-24T09:00:00.000Z",
  };
  const applicant = {
    id: "c",
    firstName: "Jeanne",
    lastName: "Martin",
    email: "jeanne@example.fr",
    birthDate: "1990-05-17",
    country: "FR",
  };
  const fileOf = (changes: Partial<Application>): ApplicationFile => ({
    application: { ...application, ...changes },
    applicant,
    acceptanceChecks: null,
    history: [],
  });

  it("shows a decision's answer until the reload catches up", () => {
    const loaded = fileOf({});
    const answered = fileOf({ state: "accepted", updatedAt: "2026-11-24T10:05:00.000Z" });
    expect(latestFile(loaded, answered)).toBe(answered);
    const reloaded = fileOf({ state: "accepted", updatedAt: "2026-11-24T10:05:00.000Z" });
    expect(latestFile(reloaded, answered)).toBe(reloaded);
  });

  it("never shows another application's answer", () => {
    const loaded = fileOf({ id: "b" });
    const answered = fileOf({ state: "accepted", updatedAt: "2026-11-24T10:05:00.000Z" });
    expect(latestFile(loaded, answered)).toBe(loaded);
    expect(latestFile(loaded, undefined)).toBe(loaded);
  });
});
