import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applicationText } from "~/content/application.i18n";
import { formsText } from "~/content/forms.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import type { Application, ApplicationAnswer } from "@domain/credit/application";
import { testApplication } from "./application.testing";
import ApplicationView from "./ApplicationView";

const loan = {
  product: "pretPersonnel",
  amount: 12_000,
  months: 48,
  option: "equipement",
  insurance: true,
} as const;

const answer: ApplicationAnswer = {
  outcome: "a_etudier",
  summary: "Votre demande sera étudiée par un conseiller avant toute réponse.",
  reasons: [
    {
      criterion: "debtRatio",
      verdict: "a_etudier",
      text: "Votre taux d'endettement serait de 36,2 %.",
    },
    { criterion: "age", verdict: "favorable", text: "Vous avez 41 ans." },
  ],
  figures: {
    newInstalment: 280.61,
    creditPayments: 905.61,
    householdIncome: 2500,
    debtRatio: 0.362,
    remainingIncome: 1594.39,
    minimumRemainingIncome: 900,
    householdSize: 2,
    age: 41,
    lastInstalment: "2030-11-24",
    ageAtLastInstalment: 45,
  },
  suggestions: [
    {
      kind: "longerDuration",
      amount: 12_000,
      months: 72,
      annualRate: 0.039,
      newInstalment: 199.1,
      outcome: "favorable",
      text: "Sur 72 mois, votre réponse serait favorable.",
    },
  ],
  notice: "Cette réponse de principe est indicative.",
  thresholdsSince: "2026-11-20",
  answeredAt: "2026-11-24T09:05:00.000Z",
};

const payslip = {
  id: "7d1c1f0e-4f0e-4a7a-9b1b-0f3f0d2b9c11",
  code: "payslips",
  fileName: "bulletin-octobre.pdf",
  mediaType: "application/pdf",
  size: 183_500,
  uploadedAt: "2026-11-24T09:10:00.000Z",
} as const;

/** The page's text as a reader gets it, one space between words. */
function textOf(application: Application, path = "/demandePret"): string {
  // A data router, as in the site: forms read the server's answer to a post without scripts.
  const router = createMemoryRouter(
    [{ path: "*", element: <ApplicationView initial={application} /> }],
    { initialEntries: [path] },
  );
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

// The texts load per language before a page is drawn, as the browser loads them before hydrating;
// a synchronous render needs them there first.
beforeAll(() =>
  Promise.all(
    (["fr", "en"] as const).flatMap((locale) => [
      applicationText.load(locale),
      creditMentionsText.load(locale),
      formsText.load(locale),
    ]),
  ),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-30T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ApplicationView", () => {
  it("asks for the situation first, every field under its label", () => {
    const text = textOf(testApplication(loan));
    for (const label of [
      "Situation professionnelle",
      "Depuis (mois et année)",
      "Revenus nets mensuels",
      "Revenus nets mensuels du co-emprunteur (facultatif)",
      "Logement",
      "Nombre de personnes à charge",
      "Obtenir ma réponse de principe",
      "Télécharger la FIPEN (PDF)",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("Étape 2 : Informations , En cours");
    expect(text).not.toContain("Réponse de principe :");
  });

  it("shows the answer and the documents once the situation is given", () => {
    const text = textOf(
      testApplication(loan, { state: "documents", answer, documents: [payslip] }),
    );
    expect(text).toContain("Réponse de principe : À étudier");
    expect(text).toContain("Votre taux d'endettement serait de 36,2 %.");
    expect(text).toContain("Simuler 12 000,00 € sur 72 mois");
    expect(text).toContain("Modifier ma situation");
    expect(text).toContain("Ajouter un fichier : Pièce d'identité en cours de validité");
    expect(text).toContain("bulletin-octobre.pdf");
    expect(text).toContain("179 Ko");
    for (const action of ["Télécharger", "Remplacer", "Supprimer"]) {
      expect(text).toContain(`${action} bulletin-octobre.pdf`);
    }
    expect(text).toContain("Pour envoyer votre demande, il manque encore :");
    expect(text).toContain("Envoyer ma demande");
  });

  it("keeps the documents but no control once the file is under study", () => {
    const text = textOf(
      testApplication(loan, {
        state: "submitted",
        answer,
        documents: [payslip],
        submittedAt: "2026-11-25T08:00:00.000Z",
      }),
    );
    expect(text).toContain("En cours d'étude");
    expect(text).toContain("48 h");
    expect(text).toContain("Télécharger bulletin-octobre.pdf");
    expect(text).not.toContain("Supprimer");
    expect(text).not.toContain("Ajouter un fichier");
    expect(text).not.toContain("Modifier ma situation");
  });

  it("shows the offer until its last day, with the signature's controls", () => {
    const accepted = testApplication(loan, {
      state: "accepted",
      answer,
      decision: { decidedAt: "2026-11-26T14:00:00.000Z", refusalReason: null },
      offerValidUntil: "2026-12-11",
    });
    const text = textOf(accepted);
    expect(text).toContain("valable jusqu'au 11 décembre 2026 inclus");
    expect(text).toContain("J'ai lu et j'accepte l'offre de crédit et la FIPEN");
    // The document signed, as kept, before the signature's controls.
    expect(text).toContain("c'est ce document que vous signez en acceptant l'offre");
    expect(text.indexOf("Télécharger mon offre de contrat (PDF)")).toBeLessThan(
      text.indexOf("Mot de passe"),
    );
    expect(text).toContain("Mot de passe");
    expect(text).toContain("Accepter l'offre");

    vi.setSystemTime(new Date("2026-12-12T10:00:00Z"));
    const expired = textOf(accepted);
    expect(expired).toContain("Cette offre n'est plus valable depuis le 12 décembre 2026");
    expect(expired).not.toContain("J'ai lu et j'accepte");
    expect(expired).toContain("Télécharger mon offre de contrat (PDF)");
  });

  it("offers the withdrawal during the 14 days only", () => {
    const signed = testApplication(loan, {
      state: "signed",
      signature: {
        signedAt: "2026-11-27T09:00:00.000Z",
        method: "password",
        withdrawalEndsOn: "2026-12-11",
        fundsReleaseOn: "2026-12-05",
      },
    });
    const text = textOf(signed);
    expect(text).toContain("Offre acceptée le 27 novembre 2026");
    expect(text).toContain("Télécharger mon contrat de crédit signé (PDF)");
    expect(text).toContain("Fin du délai de rétractation 11 décembre 2026");
    expect(text).toContain("Versement des fonds possible à partir du 5 décembre 2026");
    expect(text).toContain("Me rétracter");

    vi.setSystemTime(new Date("2026-12-11T22:59:00Z"));
    expect(textOf(signed)).toContain("Me rétracter");
    vi.setSystemTime(new Date("2026-12-11T23:00:00Z"));
    expect(textOf(signed)).not.toContain("Me rétracter");
  });

  it("gives the reason of a refusal and the right to know about the FICP", () => {
    const text = textOf(
      testApplication(loan, {
        state: "refused",
        answer,
        decision: {
          decidedAt: "2026-11-26T14:00:00.000Z",
          refusalReason: "Vos revenus ne permettent pas ce remboursement.",
        },
      }),
    );
    expect(text).toContain("Demande refusée");
    expect(text).toContain("Motif : Vos revenus ne permettent pas ce remboursement.");
    expect(text).toContain("(FICP)");
    expect(text).not.toContain("Télécharger la FIPEN");
  });

  describe("on a page in English", () => {
    const situation = {
      employmentStatus: "cdi",
      employedSince: "2015-03",
      netMonthlyIncome: 1_500,
      coBorrowerNetMonthlyIncome: 1_000,
      otherCreditPayments: 625,
      housing: "locataire",
      housingCost: 700,
      dependants: 0,
    };

    it("words the answer again from its figures, the server's French kept for French pages", () => {
      const documents = testApplication(loan, { state: "documents", situation, answer });
      const text = textOf(documents, "/en/demandePret");
      expect(text).toContain("Indicative answer: To be reviewed");
      expect(text).toContain(
        "Your debt-to-income ratio would be 36.2% (€280.61 for this loan, including insurance, €625.00 for your other credit, for €2,500.00 of net income a month, including your co-borrower's), above 33% but no more than 35%: an adviser will look at it with your application.",
      );
      expect(text).toContain("You are 41.");
      expect(text).toContain("Simulate €12,000.00 over 72 months");
      // 187,20 € a month, 13 478,10 € in all at 3,90 %: checked with Python's decimal module.
      expect(text).toContain(
        "Over 72 months, the indicative answer for €12,000 would be favourable: fixed APR of 3.97%, total amount payable of €13,478.10, at a fixed borrowing rate of 3.90%",
      );
      expect(text).toContain("Add a file : Valid proof of identity");
      expect(text).toContain("Step 2: Your details , Completed");
      expect(text).not.toContain("Votre taux d'endettement");
      expect(textOf(documents)).toContain("Votre taux d'endettement serait de 36,2 %.");
    });

    it("says the FIPEN is French, and keeps the French warning under the translated one", () => {
      const text = textOf(testApplication(loan), "/en/demandePret");
      expect(text).toContain("Download the FIPEN (PDF, in French)");
      expect(text).toContain("the French version is the one that binds us");
      expect(text).toContain("Warning! Borrowing money costs money and must be paid back!");
      expect(text).toContain("Attention ! Un crédit coûte de l'argent et doit être remboursé !");
    });
  });
});
