import { describe, expect, it } from "vitest";
import type { CreditSituation } from "../forms/creditSituation";
import type { HousingKind } from "../forms/creditSituationOptions";
import {
  indicativeAnswer,
  indicativeNotice,
  type DurationGrid,
  type IndicativeAnswer,
} from "./indicativeAnswer";
import { loanAmounts } from "./products";
import type { Borrower, RequestedLoan } from "./solvencyAssessment";
import { solvencyThresholds } from "./solvencyThresholds";
import { plainSpaces } from "../../tests/support/text";

const TODAY = "2026-11-24";

// fr-FR puts narrow no-break spaces in numbers and a no-break space before € and %.

/** Hosted for nothing, no other credit: every figure below moves one thing at a time. */
const situation: CreditSituation = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 3_000,
  otherCreditPayments: 0,
  housing: "heberge",
  housingCost: 0,
  dependants: 0,
};

/** 10 000 € over 60 months at 3,90 %: 183,71 € a month, 186,21 € with the 2,50 € premium. */
const loan: RequestedLoan = {
  product: "pretPersonnel",
  amount: 10_000,
  months: 60,
  annualRate: 0.039,
  insurance: false,
};
const INSTALMENT = 183.71;

const borrower: Borrower = { birthDate: "1990-05-15", countryOfResidence: "FR" };

/** The personal loan's durations; the rate rises with the duration to check each is asked for. */
const grid: DurationGrid = {
  durations: [12, 24, 36, 48, 60, 72, 84],
  rateFor: (months) => (months <= 60 ? 0.039 : 0.042),
};

const answer = (
  changes: Partial<CreditSituation> = {},
  loanChanges: Partial<RequestedLoan> = {},
  borrowerChanges: Partial<Borrower> = {},
  today = TODAY,
) =>
  indicativeAnswer(
    { ...situation, ...changes },
    { ...loan, ...loanChanges },
    { ...borrower, ...borrowerChanges },
    today,
    grid,
  );

const reason = (result: IndicativeAnswer, criterion: string) => {
  const found = result.reasons.find((item) => item.criterion === criterion);
  if (!found) throw new Error(`No reason for ${criterion}`);
  return { verdict: found.verdict, text: plainSpaces(found.text) };
};

/** Other credits that bring every credit payment, the new one included, to `total` euros. */
const otherCreditsFor = (total: number) => Math.round((total - INSTALMENT) * 100) / 100;

describe("indicativeAnswer: debt ratio", () => {
  it.each([
    // total credit payments on 3 000 € of income → ratio shown, outcome
    [990, "33,0 %", "favorable"],
    [991.49, "33,0 %", "favorable"],
    [991.5, "33,1 %", "a_etudier"],
    [1_050, "35,0 %", "a_etudier"],
    [1_051.49, "35,0 %", "a_etudier"],
    [1_051.5, "35,1 %", "defavorable"],
  ])("%s € of credit payments: %s, %s", (total, shown, outcome) => {
    const result = answer({ otherCreditPayments: otherCreditsFor(total) });
    expect(result.figures.creditPayments).toBe(total);
    expect(reason(result, "debtRatio").text).toContain(
      `Votre taux d'endettement serait de ${shown}`,
    );
    expect(reason(result, "debtRatio").verdict).toBe(outcome);
    expect(result.outcome).toBe(outcome);
  });

  it("says why, with the figures behind the ratio", () => {
    const result = answer({ otherCreditPayments: 120 });
    expect(result.figures.debtRatio).toBe(0.101);
    expect(reason(result, "debtRatio").text).toBe(
      "Votre taux d'endettement serait de 10,1 % (183,71 € pour ce prêt, 120,00 € pour vos autres crédits, pour 3 000,00 € de revenus nets par mois), dans la limite de 33 % que nous retenons.",
    );
    const study = answer({ otherCreditPayments: otherCreditsFor(1_020) });
    expect(reason(study, "debtRatio").text).toContain(
      "au-delà de 33 % mais sans dépasser 35 % : un conseiller l'étudiera avec votre dossier.",
    );
    const refused = answer({ otherCreditPayments: otherCreditsFor(1_200) });
    expect(reason(refused, "debtRatio").text).toContain(
      "au-delà du maximum de 35 % que nous retenons.",
    );
  });

  it("counts the insurance premium in the new instalment when it is chosen", () => {
    const result = answer({}, { insurance: true });
    expect(result.figures.newInstalment).toBe(186.21);
    expect(reason(result, "debtRatio").text).toContain("186,21 € pour ce prêt, assurance comprise");
    expect(answer().figures.newInstalment).toBe(INSTALMENT);
  });

  it("adds the co-borrower's income to the borrower's", () => {
    const alone = answer({ otherCreditPayments: otherCreditsFor(1_200) });
    const together = answer({
      otherCreditPayments: otherCreditsFor(1_200),
      coBorrowerNetMonthlyIncome: 1_000,
    });
    expect(alone.outcome).toBe("defavorable");
    expect(together.figures.householdIncome).toBe(4_000);
    expect(together.figures.debtRatio).toBe(0.3);
    expect(together.outcome).toBe("favorable");
    expect(reason(together, "debtRatio").text).toContain(
      "pour 4 000,00 € de revenus nets par mois, ceux de votre co-emprunteur compris)",
    );
  });
});

describe("indicativeAnswer: housing", () => {
  it.each<[HousingKind, number, number, number]>([
    // housing, its cost → credit payments in the ratio, income left
    ["locataire", 700, INSTALMENT, 2_116.29],
    ["proprietaire_credit", 700, 883.71, 2_116.29],
    ["proprietaire", 150, INSTALMENT, 2_666.29],
    ["proprietaire", 0, INSTALMENT, 2_816.29],
    ["heberge", 0, INSTALMENT, 2_816.29],
    ["heberge", 200, INSTALMENT, 2_616.29],
  ])(
    "%s paying %s €: only a mortgage is a credit payment, every cost is housing",
    (housing, housingCost, creditPayments, remainingIncome) => {
      const { figures } = answer({ housing, housingCost });
      expect(figures.creditPayments).toBe(creditPayments);
      expect(figures.remainingIncome).toBe(remainingIncome);
    },
  );

  it("names the mortgage among the credit payments", () => {
    const result = answer({ housing: "proprietaire_credit", housingCost: 700 });
    expect(reason(result, "debtRatio").text).toContain("700,00 € pour votre crédit immobilier");
  });
});

describe("indicativeAnswer: income left to live on (reste à vivre)", () => {
  it.each([
    // co-borrower, dependants → household size, minimum
    [false, 0, 1, 800],
    [true, 0, 2, 1_200],
    [false, 1, 2, 1_100],
    [false, 3, 4, 1_700],
    [true, 10, 12, 4_200],
  ])("co-borrower %s, %s dependants: %s people, %s €", (co, dependants, size, minimum) => {
    const { figures } = answer({
      dependants,
      ...(co ? { coBorrowerNetMonthlyIncome: 2_500 } : {}),
    });
    expect(figures.householdSize).toBe(size);
    expect(figures.minimumRemainingIncome).toBe(minimum);
  });

  // 2 000 € of income, a rent: what is left is 2 000 − rent − 183,71 €; the ratio stays at 9,2 %.
  const tenant = (rent: number) =>
    answer({ netMonthlyIncome: 2_000, housing: "locataire", housingCost: rent });

  it.each([
    [1_016.29, 800, "favorable"],
    [1_016.3, 799.99, "defavorable"],
    [516.29, 1_300, "favorable"],
  ])("a rent of %s € leaves %s €: %s", (rent, left, outcome) => {
    const result = tenant(rent);
    expect(result.figures.remainingIncome).toBe(left);
    expect(reason(result, "remainingIncome").verdict).toBe(outcome);
    expect(result.outcome).toBe(outcome);
  });

  it("says what is left against the minimum of the household", () => {
    expect(reason(tenant(1_016.29), "remainingIncome").text).toBe(
      "Après votre logement et vos crédits, il resterait 800,00 € par mois à votre foyer d'une personne ; nous retenons un minimum de 800,00 €.",
    );
    expect(reason(tenant(1_016.3), "remainingIncome").text).toBe(
      "Après votre logement et vos crédits, il ne resterait que 799,99 € par mois à votre foyer d'une personne, sous le minimum de 800,00 € que nous retenons.",
    );
    expect(
      reason(
        answer({
          netMonthlyIncome: 2_000,
          housing: "locataire",
          housingCost: 1_900,
          dependants: 2,
        }),
        "remainingIncome",
      ).text,
    ).toBe(
      "Votre logement et vos crédits dépasseraient vos revenus de 83,71 € par mois, alors que nous retenons un reste à vivre d'au moins 1 400,00 € pour un foyer de 3 personnes.",
    );
  });
});

describe("indicativeAnswer: eligibility", () => {
  it.each([
    ["2008-11-24", TODAY, "favorable"],
    ["2008-11-25", TODAY, "defavorable"],
    // Born on 29 February: 18 on 1 March of a year without one, as in the signup rule.
    ["2008-02-29", "2026-02-28", "defavorable"],
    ["2008-02-29", "2026-03-01", "favorable"],
  ])("born %s, applying %s: %s", (birthDate, today, outcome) => {
    const result = answer({}, {}, { birthDate }, today);
    expect(reason(result, "age").verdict).toBe(outcome);
    expect(result.outcome).toBe(outcome);
  });

  it("tells a minor when they may apply", () => {
    const result = answer({}, {}, { birthDate: "2008-11-25" });
    expect(result.figures.age).toBe(17);
    expect(reason(result, "age").text).toBe(
      "Il faut avoir 18 ans pour emprunter : vous les aurez le 25 novembre 2026.",
    );
  });

  it.each([
    // 60 months from 24 November 2026: the last instalment around 24 November 2031.
    ["1951-11-25", 79, "favorable"],
    ["1951-11-24", 80, "defavorable"],
    ["1951-11-23", 80, "defavorable"],
  ])("born %s, %s at the last instalment: %s", (birthDate, ageAtEnd, outcome) => {
    const result = answer({}, {}, { birthDate });
    expect(result.figures.lastInstalment).toBe("2031-11-24");
    expect(result.figures.ageAtLastInstalment).toBe(ageAtEnd);
    expect(reason(result, "ageAtEnd").verdict).toBe(outcome);
    expect(result.outcome).toBe(outcome);
  });

  it("says when the loan would end and why it must end sooner", () => {
    expect(reason(answer({}, {}, { birthDate: "1951-11-24" }), "ageAtEnd").text).toBe(
      "Votre dernière mensualité serait payée vers le 24 novembre 2031, à 80 ans : nos crédits doivent être remboursés avant vos 80 ans.",
    );
    expect(reason(answer(), "ageAtEnd").text).toBe(
      "Votre dernière mensualité serait payée vers le 24 novembre 2031, avant vos 80 ans.",
    );
  });

  it("ends a loan on the last day of a shorter month", () => {
    const result = answer({}, { months: 13 }, {}, "2026-01-31");
    expect(result.figures.lastInstalment).toBe("2027-02-28");
  });

  it.each([
    ["FR", "favorable"],
    ["BE", "defavorable"],
    ["MC", "defavorable"],
  ])("residence %s: %s", (countryOfResidence, outcome) => {
    const result = answer({}, {}, { countryOfResidence });
    expect(reason(result, "residence").verdict).toBe(outcome);
    expect(result.outcome).toBe(outcome);
  });

  it("names the country of residence in French", () => {
    expect(reason(answer({}, {}, { countryOfResidence: "BE" }), "residence").text).toBe(
      "Nos crédits sont réservés aux personnes qui résident en France ; votre pays de résidence est : Belgique.",
    );
  });
});

describe("indicativeAnswer: the answer as a whole", () => {
  it("is indicative, never an offer, and lists the decisive reasons first", () => {
    const result = answer(
      { otherCreditPayments: otherCreditsFor(1_020) },
      {},
      { countryOfResidence: "BE" },
    );
    expect(result.outcome).toBe("defavorable");
    expect(result.reasons.map((item) => [item.criterion, item.verdict])).toEqual([
      ["residence", "defavorable"],
      ["debtRatio", "a_etudier"],
      ["age", "favorable"],
      ["ageAtEnd", "favorable"],
      ["remainingIncome", "favorable"],
    ]);
    expect(result.notice).toBe(indicativeNotice);
    expect(result.notice).toContain("ne constitue pas une offre de crédit");
    expect(result.summary).toBe(
      "Réponse de principe défavorable pour la demande telle qu'elle est formulée.",
    );
    expect(result.thresholdsSince).toBe(solvencyThresholds.since);
    for (const text of [result.summary, ...result.reasons.map((item) => item.text)]) {
      expect(text).not.toMatch(/offre de crédit vous est|accord définitif|crédit accordé/i);
    }
  });

  it("gives a favourable answer subject to the full study", () => {
    const result = answer();
    expect(result.outcome).toBe("favorable");
    expect(result.summary).toContain("sous réserve de l'étude complète de votre dossier");
    expect(result.suggestions).toEqual([]);
  });
});

describe("indicativeAnswer: suggestions", () => {
  /** 1 400 € of income and 250 € of other credits: 10 000 € over 60 months is at 31,0 %. */
  const tight = { netMonthlyIncome: 1_400, otherCreditPayments: 250 };

  /** The answer's suggestion of a kind, and the same function run on the loan it suggests. */
  const rerun = (
    changes: Partial<CreditSituation>,
    loanChanges: Partial<RequestedLoan>,
    kind: string,
  ) => {
    const found = answer(changes, loanChanges).suggestions.find((item) => item.kind === kind);
    if (!found) throw new Error(`No ${kind} suggestion`);
    const { amount, months, annualRate } = found;
    return {
      suggestion: found,
      again: (more: Partial<RequestedLoan> = {}) =>
        answer(changes, { ...loanChanges, amount, months, annualRate, ...more }),
    };
  };

  it.each([
    ["the debt ratio", { ...tight, otherCreditPayments: 300 }, { amount: 15_000 }],
    [
      "the income left",
      { netMonthlyIncome: 1_400, housing: "locataire" as const, housingCost: 400 },
      { amount: 12_000 },
    ],
    [
      "both, with insurance",
      {
        netMonthlyIncome: 1_800,
        otherCreditPayments: 300,
        housing: "locataire" as const,
        housingCost: 450,
      },
      { amount: 20_000, insurance: true },
    ],
  ])(
    "on %s: the largest smaller amount, rounded down to 100 €, that passes when re-run",
    (_, changes, loanChanges) => {
      expect(answer(changes, loanChanges).outcome).toBe("defavorable");
      const { suggestion, again } = rerun(changes, loanChanges, "smallerAmount");
      expect(suggestion.amount % 100).toBe(0);
      expect(suggestion.amount).toBeLessThan(loanChanges.amount);
      expect(suggestion.amount).toBeGreaterThanOrEqual(loanAmounts.pretPersonnel.min);
      expect(suggestion.months).toBe(loan.months);
      expect(suggestion.outcome).toBe("favorable");
      expect(again().outcome).toBe("favorable");
      expect(suggestion.newInstalment).toBe(again().figures.newInstalment);
      expect(again({ amount: suggestion.amount + 100 }).outcome).not.toBe("favorable");
    },
  );

  it("suggests the shortest longer duration that passes, at that duration's rate", () => {
    // 15 000 € over 48 months: 38,2 %; over 60 months: 34,8 %; over 72 months at 4,20 %: 32,5 %.
    const changes = { netMonthlyIncome: 1_800, otherCreditPayments: 350 };
    const asked = { amount: 15_000, months: 48 };
    expect(answer(changes, asked).outcome).toBe("defavorable");
    expect(answer(changes, { ...asked, months: 60 }).outcome).toBe("a_etudier");
    const { suggestion, again } = rerun(changes, asked, "longerDuration");
    expect(suggestion).toMatchObject({ amount: 15_000, months: 72, annualRate: 0.042 });
    expect(suggestion.outcome).toBe("favorable");
    expect(again().outcome).toBe("favorable");
    // 236,05 € a month, 16 995,44 € in all (the last instalment settling the cents), TAEG 4,28 %:
    // checked with Python's decimal module. The TAEG and the total due come before the borrowing
    // rate (L312-8).
    expect(plainSpaces(suggestion.text)).toBe(
      "Sur 72 mois, la réponse de principe pour 15 000 € serait favorable : TAEG fixe de 4,28 %, montant total dû de 16 995,44 €, au taux débiteur fixe de 4,20 % (236,05 € par mois) ; un crédit plus long coûte plus cher au total.",
    );
  });

  it("words a suggestion as an indication with its figures", () => {
    const changes = { ...tight, otherCreditPayments: 300 };
    const { suggestion } = rerun(changes, { amount: 15_000 }, "smallerAmount");
    expect(plainSpaces(suggestion.text)).toMatch(
      /^Pour \d[\d ]* € sur 60 mois, la réponse de principe serait favorable : TAEG fixe de \d,\d\d %, montant total dû de \d[\d ]*,\d\d € \(\d+,\d\d € par mois\)\.$/,
    );
  });

  it("falls back to an answer to study when no loan would be favourable", () => {
    // Other credits alone are 34 % of the income: no amount brings the ratio to 33 %.
    const changes = { netMonthlyIncome: 2_000, otherCreditPayments: 680 };
    const result = answer(changes, { amount: 20_000 });
    expect(result.outcome).toBe("defavorable");
    const amount = result.suggestions.find((item) => item.kind === "smallerAmount");
    expect(amount?.outcome).toBe("a_etudier");
    const reran = answer(changes, { amount: amount?.amount });
    expect(reran.outcome).toBe("a_etudier");
  });

  it.each([
    ["other credits already above the maximum", { otherCreditPayments: 1_100 }, {}, {}],
    [
      "the product's smallest amount",
      { netMonthlyIncome: 400, otherCreditPayments: 100 },
      { amount: 1_000, months: 84 },
      {},
    ],
    [
      "a borrower who would be too old",
      { otherCreditPayments: 1_000 },
      {},
      { birthDate: "1951-11-24" },
    ],
    ["a borrower living abroad", { otherCreditPayments: 1_000 }, {}, { countryOfResidence: "BE" }],
  ])("suggests nothing for %s", (_, changes, loanChanges, borrowerChanges) => {
    const result = answer(changes, loanChanges, borrowerChanges);
    expect(result.outcome).toBe("defavorable");
    expect(result.suggestions).toEqual([]);
  });

  it("suggests nothing for an answer to study", () => {
    const result = answer({ otherCreditPayments: otherCreditsFor(1_020) });
    expect(result.outcome).toBe("a_etudier");
    expect(result.suggestions).toEqual([]);
  });
});
