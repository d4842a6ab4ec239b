import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { borrowerInsuranceOffer, creditWarning } from "./credit";
import { creditMentionsText } from "./creditMentions.i18n";
import { homeText } from "./home.i18n";
import { pretAutoContent } from "./pretAuto.i18n";
import { pretPersonnelContent } from "./pretPersonnel.i18n";
import { pretTravauxContent } from "./pretTravaux.i18n";
import { pretVoyageContent } from "./pretVoyage.i18n";

const home = await homeText.load("fr");
const pretAuto = await pretAutoContent.load("fr");
const pretPersonnel = await pretPersonnelContent.load("fr");
const pretTravaux = await pretTravauxContent.load("fr");
const pretVoyage = await pretVoyageContent.load("fr");
const oldWarning = "Un crédit vous engage et doit être remboursé";

/** Every source file of the site, the server and the scripts, tests excepted. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the credit warning (art. L312-5, ordonnance n° 2025-880)", () => {
  it("is the sentence in force since 20 November 2026", () => {
    expect(creditWarning).toBe("Attention ! Un crédit coûte de l'argent et doit être remboursé !");
  });

  it("is the French catalog's warning, the one drawn beside a translated warning", async () => {
    const { creditMentions } = await creditMentionsText.load("fr");
    expect(creditMentions.warning).toBe(creditWarning);
  });

  it("replaces the old sentence everywhere in the code", () => {
    const files = ["app", "server", "scripts"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => readFileSync(file, "utf8").includes(oldWarning))).toEqual([]);
  });
});

describe("credit copy", () => {
  /** Claims forbidden since 20 November 2026: easy credit, credit improving finances, credit as savings. */
  const forbidden: [string, RegExp][] = [
    ["an acceptance rate", /acceptation des demandes|\d+ ?% d'accord/i],
    [
      "easy or fast credit",
      /crédit (facile|rapide|express)|accord (immédiat|garanti|rapide)|facilement/i,
    ],
    ["credit instead of savings", /sans (puiser|entamer|toucher)[^.]*épargne/i],
    [
      "credit as a relief",
      /esprit libre|sans stress|en toute sérénité|mensualité (légère|confortable)/i,
    ],
    ["a fast acceptance", /acceptée rapidement/i],
  ];
  const pages = { home, pretAuto, pretPersonnel, pretTravaux, pretVoyage };

  it.each(Object.entries(pages))("%s makes none of the claims the law forbids", (_, page) => {
    const text = JSON.stringify(page);
    for (const [claim, pattern] of forbidden) expect(text, claim).not.toMatch(pattern);
  });

  it("offers the optional insurance at 0,30 % a year of the amount borrowed", () => {
    expect(borrowerInsuranceOffer.annualRate).toBe(0.003);
  });
});
