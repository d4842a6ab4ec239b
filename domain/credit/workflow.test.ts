import { describe, expect, it } from "vitest";
import type { Application, ApplicationDocument, ApplicationState } from "./application";
import { applicationStates } from "./application";
import {
  acceptanceBlock,
  applicationTracker,
  canSubmit,
  documentChecklist,
  documentsEditable,
  fundsReleaseOn,
  missingDocuments,
  offerOpen,
  offerValidUntil,
  situationEditable,
  staffMayAct,
  withdrawalEndsOn,
  withdrawalOpen,
} from "./workflow";

const file = (
  code: ApplicationDocument["code"],
  uploadedAt = "2026-11-20T10:00:00.000Z",
): ApplicationDocument => ({
  id: `${code}-${uploadedAt}`,
  code,
  fileName: `${code}.pdf`,
  mediaType: "application/pdf",
  size: 1_000,
  uploadedAt,
});

const personalLoanFiles = [
  file("identity"),
  file("proofOfAddress"),
  file("payslips"),
  file("taxNotice"),
];

type DocumentState = Pick<Application, "product" | "documents" | "requestedDocuments" | "state">;

const application = (overrides: Partial<DocumentState> = {}): DocumentState => ({
  product: "pretPersonnel",
  documents: personalLoanFiles,
  requestedDocuments: [],
  state: "documents",
  ...overrides,
});

describe("the periods of an offer", () => {
  it("counts the withdrawal period from the day after the acceptance, the last day included", () => {
    expect(withdrawalEndsOn("2026-11-24")).toBe("2026-12-08");
  });

  it("ends the withdrawal period on the next working day when its last day is not one", () => {
    // 14 days after: Saturday 5 December, then Christmas, a Friday.
    expect(withdrawalEndsOn("2026-11-21")).toBe("2026-12-07");
    expect(withdrawalEndsOn("2026-12-11")).toBe("2026-12-28");
  });

  it("releases the funds once 7 full days have passed since the acceptance", () => {
    expect(fundsReleaseOn("2026-11-24")).toBe("2026-12-02");
  });

  it("keeps an offer open 15 days from its issue", () => {
    expect(offerValidUntil("2026-11-24")).toBe("2026-12-09");
  });
});

describe("documents", () => {
  it("lists the loan's checklist with the files sent for each", () => {
    const checklist = documentChecklist(application({ documents: [file("identity")] }));
    expect(checklist.map((item) => [item.code, item.files.length, item.missing])).toEqual([
      ["identity", 1, false],
      ["proofOfAddress", 0, true],
      ["payslips", 0, true],
      ["taxNotice", 0, true],
    ]);
  });

  it("asks the car loan for the vehicle's invoice or quote, and not the personal loan", () => {
    expect(missingDocuments(application({ product: "pretAuto" }))).toEqual(["quoteOrInvoice"]);
    expect(missingDocuments(application())).toEqual([]);
  });

  it("counts a document staff asked for as missing until a newer file arrives", () => {
    const requestedDocuments = [
      {
        code: "payslips" as const,
        note: "Le bulletin d'octobre est illisible.",
        requestedAt: "2026-11-22T09:00:00.000Z",
      },
    ];
    const requested = application({ state: "document_requested", requestedDocuments });
    expect(missingDocuments(requested)).toEqual(["payslips"]);
    expect(documentChecklist(requested)[2]?.request).toBe("Le bulletin d'octobre est illisible.");
    expect(canSubmit(requested)).toBe(false);

    const answered = application({
      state: "document_requested",
      requestedDocuments,
      documents: [...personalLoanFiles, file("payslips", "2026-11-22T09:30:00.000Z")],
    });
    expect(missingDocuments(answered)).toEqual([]);
    expect(documentChecklist(answered)[2]?.request).toBeNull();
    expect(canSubmit(answered)).toBe(true);
  });

  it("lets the file be sent only while documents can change and none is missing", () => {
    expect(canSubmit(application())).toBe(true);
    expect(canSubmit(application({ documents: personalLoanFiles.slice(1) }))).toBe(false);
    for (const state of ["informations", "submitted", "accepted", "signed"] as const) {
      expect(canSubmit(application({ state }))).toBe(false);
    }
  });
});

describe("who may do what, by state", () => {
  const allowed = (test: (state: ApplicationState) => boolean) => applicationStates.filter(test);

  it("lets the customer change the situation until the file is sent, documents until studied", () => {
    expect(allowed(situationEditable)).toEqual(["informations", "documents"]);
    expect(allowed(documentsEditable)).toEqual(["documents", "document_requested"]);
  });

  it("lets staff decide only on a file sent for study", () => {
    expect(allowed((state) => staffMayAct("accept", state))).toEqual(["submitted"]);
    expect(allowed((state) => staffMayAct("requestDocument", state))).toEqual([
      "submitted",
      "document_requested",
    ]);
    expect(allowed((state) => staffMayAct("refuse", state))).toEqual([
      "submitted",
      "document_requested",
    ]);
    expect(allowed((state) => staffMayAct("recordChecks", state))).toEqual([
      "submitted",
      "document_requested",
    ]);
  });

  it("issues no offer without the FICP consultation and the solvency assessment, nor against them", () => {
    const clear = { ficpResult: "none", solvencyOutcome: "sufficient" } as const;
    expect(acceptanceBlock(null)).toBe("checks_missing");
    expect(acceptanceBlock({ ...clear, ficpResult: "registered" })).toBe("ficp_registered");
    expect(acceptanceBlock({ ...clear, solvencyOutcome: "insufficient" })).toBe(
      "solvency_insufficient",
    );
    expect(acceptanceBlock(clear)).toBeUndefined();
  });

  it("opens the offer until its last day, and the withdrawal until the period's last day", () => {
    const offer = { state: "accepted" as const, offerValidUntil: "2026-12-09" };
    expect(offerOpen(offer, "2026-12-09")).toBe(true);
    expect(offerOpen(offer, "2026-12-10")).toBe(false);
    expect(offerOpen({ ...offer, state: "signed" }, "2026-12-01")).toBe(false);

    const signature = {
      signedAt: "2026-11-24T10:00:00.000Z",
      method: "password" as const,
      withdrawalEndsOn: "2026-12-08",
      fundsReleaseOn: "2026-12-02",
    };
    expect(withdrawalOpen({ state: "signed", signature }, "2026-12-08")).toBe(true);
    expect(withdrawalOpen({ state: "signed", signature }, "2026-12-09")).toBe(false);
    expect(withdrawalOpen({ state: "withdrawn", signature }, "2026-12-01")).toBe(false);
  });
});

describe("the tracker", () => {
  const statuses = (state: ApplicationState) =>
    applicationTracker(state).map((step) => `${step.label}: ${step.status}`);

  it.each([
    ["informations", ["done", "current", "upcoming", "upcoming"]],
    ["documents", ["done", "done", "current", "upcoming"]],
    ["submitted", ["done", "done", "done", "upcoming"]],
    ["document_requested", ["done", "done", "current", "upcoming"]],
    ["refused", ["done", "done", "current", "upcoming"]],
    ["accepted", ["done", "done", "done", "current"]],
    ["signed", ["done", "done", "done", "done"]],
    ["withdrawn", ["done", "done", "done", "done"]],
  ] as const)("shows the four steps of an application in state %s", (state, expected) => {
    expect(statuses(state)).toEqual(
      ["Simulation", "Informations", "Documents", "Signature"].map(
        (label, index) => `${label}: ${expected[index]}`,
      ),
    );
  });
});
