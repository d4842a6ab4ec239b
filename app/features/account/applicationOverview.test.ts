import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicationContent } from "~/content/application";
import { applicationText } from "~/content/application.i18n";
import type { Application, ApplicationAnswer } from "@domain/credit/application";
import { applicationOverview, currentApplication, stillToProvide } from "./applicationOverview";
import { plainSpaces } from "../../../tests/support/text";

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: "0b8e8a4e-2c55-4c39-9d0f-1f5e0d1c2a3b",
    product: "pretAuto",
    amount: 20_000,
    months: 60,
    option: "occasion",
    insurance: false,
    annualRate: 0.042,
    monthlyPayment: 370.14,
    taeg: 0.0428,
    totalDue: 22_208.4,
    insuranceMonthly: 5,
    insuranceTotal: 300,
    taea: 0.0057,
    monthlyCommitment: 370.14,
    state: "informations",
    situation: null,
    answer: null,
    documents: [],
    requestedDocuments: [],
    submittedAt: null,
    decision: null,
    offerValidUntil: null,
    signature: null,
    withdrawnAt: null,
    createdAt: "2026-11-23T09:42:00.000Z",
    updatedAt: "2026-11-23T09:42:00.000Z",
    ...overrides,
  };
}

const file = (code: Application["documents"][number]["code"], uploadedAt: string) => ({
  id: `${code}-${uploadedAt}`,
  code,
  fileName: `${code}.pdf`,
  mediaType: "application/pdf",
  size: 120_000,
  uploadedAt,
});

const answer = (outcome: ApplicationAnswer["outcome"]): ApplicationAnswer => ({
  outcome,
  summary: "Réponse de principe indicative.",
  reasons: [],
  figures: {
    newInstalment: 370.14,
    creditPayments: 370.14,
    householdIncome: 3_000,
    debtRatio: 0.123,
    remainingIncome: 1_829.86,
    minimumRemainingIncome: 800,
    householdSize: 1,
    age: 40,
    lastInstalment: "2031-11-23",
    ageAtLastInstalment: 45,
  },
  suggestions: [],
  notice: "Réponse indicative.",
  thresholdsSince: "2026-11-20",
  answeredAt: "2026-11-23T09:50:00.000Z",
});

let french: ApplicationContent;
let english: ApplicationContent;
beforeAll(async () => {
  [french, english] = await Promise.all([applicationText.load("fr"), applicationText.load("en")]);
});

describe("applicationOverview", () => {
  it("names the loan, its state, its answer and the page to open it", () => {
    const overview = applicationOverview(
      application({ state: "documents", answer: answer("a_etudier") }),
      french,
      "fr",
    );
    expect(overview.product).toBe("Prêt auto");
    expect(plainSpaces(overview.loan)).toBe("20 000,00 € sur 60 mois");
    expect(overview.state).toBe("Justificatifs à envoyer");
    expect(overview.answer).toBe("À étudier");
    expect(overview.path).toBe("/demandePret?id=0b8e8a4e-2c55-4c39-9d0f-1f5e0d1c2a3b");
    expect(overview.steps.map((step) => step.status)).toEqual([
      "done",
      "done",
      "current",
      "upcoming",
    ]);
  });

  it("words the same application in the page's language", () => {
    const overview = applicationOverview(
      application({ state: "documents", answer: answer("a_etudier") }),
      english,
      "en",
    );
    expect(overview.product).toBe("Car loan");
    expect(overview.loan).toBe("€20,000.00 over 60 months");
    expect(overview.state).toBe("Documents to send");
    expect(overview.answer).toBe("To be reviewed");
    expect(overview.steps.map((step) => step.label)).toEqual([
      "Simulation",
      "Your details",
      "Documents",
      "Signature",
    ]);
  });

  it("has no answer before the situation is given", () => {
    expect(applicationOverview(application(), french, "fr").answer).toBeNull();
  });
});

describe("stillToProvide", () => {
  it("asks for the situation first", () => {
    expect(stillToProvide(application(), french)).toEqual([
      "Votre situation : emploi, revenus, charges et logement",
    ]);
  });

  it("lists the documents not sent yet, in the checklist's order", () => {
    const documents = [file("identity", "2026-11-23T10:00:00.000Z")];
    expect(stillToProvide(application({ state: "documents", documents }), french)).toEqual([
      "Justificatif de domicile de moins de 3 mois",
      "3 derniers bulletins de salaire",
      "Facture ou devis du véhicule",
      "Dernier avis d'imposition",
    ]);
  });

  it("lists a document staff asked for again until a new file comes", () => {
    const documents = (
      ["identity", "proofOfAddress", "payslips", "quoteOrInvoice", "taxNotice"] as const
    ).map((code) => file(code, "2026-11-23T10:00:00.000Z"));
    const requestedDocuments = [
      { code: "payslips" as const, note: "Illisible", requestedAt: "2026-11-24T08:00:00.000Z" },
    ];
    const requested = application({ state: "document_requested", documents, requestedDocuments });
    expect(stillToProvide(requested, french)).toEqual(["3 derniers bulletins de salaire"]);
    expect(
      stillToProvide(
        { ...requested, documents: [...documents, file("payslips", "2026-11-24T09:00:00.000Z")] },
        french,
      ),
    ).toEqual([]);
  });

  it("asks for nothing while the file is studied or once decided", () => {
    for (const state of ["submitted", "accepted", "refused", "signed", "withdrawn"] as const) {
      expect(stillToProvide(application({ state }), french)).toEqual([]);
    }
  });
});

describe("currentApplication", () => {
  const older = application({ id: "older", state: "documents", createdAt: "2026-11-01T09:00:00Z" });
  const newer = application({ id: "newer", state: "submitted", createdAt: "2026-11-20T09:00:00Z" });

  it("is the most recent application of the product", () => {
    expect(currentApplication([older, newer], "pretAuto")?.id).toBe("newer");
    expect(currentApplication([newer, older], "pretAuto")?.id).toBe("newer");
  });

  it("skips refused and withdrawn applications and other products", () => {
    const refused = application({
      id: "refused",
      state: "refused",
      createdAt: "2026-11-25T09:00:00Z",
    });
    const withdrawn = application({
      id: "withdrawn",
      state: "withdrawn",
      createdAt: "2026-11-26T09:00:00Z",
    });
    const personal = application({
      id: "personal",
      product: "pretPersonnel",
      createdAt: "2026-11-27T09:00:00Z",
    });
    expect(currentApplication([personal, withdrawn, refused, older], "pretAuto")?.id).toBe("older");
    expect(currentApplication([refused, withdrawn], "pretAuto")).toBeUndefined();
    expect(currentApplication([], "pretAuto")).toBeUndefined();
  });
});
