import { describe, expect, it } from "vitest";
import { creditWarning } from "~/content/credit";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { bank } from "@domain/bank";
import { localeOfPath, localizedPath, locales } from "@domain/i18n/locales";
import type { SiteMessageKey } from "@domain/i18n/messages";
import { emailMissing, loginMissing } from "@domain/forms/missing";
import { signupSteps } from "@domain/forms/signupSteps";
import { pageVersions, prerenderedPaths } from "@domain/pages";
import { numberFormats } from "@domain/format";
import { phoneHref, phoneIn } from "@domain/phone";
import { builtPage } from "../support/built-site";
import { writtenMessages } from "../support/messages";
import { plainSpaces } from "../support/text";

/** What a reader sees of an element: its text, scripts and styles left out, spaces as typed. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("script, style, template")) hidden.remove();
  return plainSpaces(copy.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

const translatedWarnings = await Promise.all(
  (["en", "es", "de"] as const).map(
    async (locale) => (await creditMentionsText.load(locale)).creditMentions.warning,
  ),
);

/**
 * A credit warning in any of the site's languages: the catalogs' sentences, and the words a
 * rewording would keep, so that a warning typed outside the shared component is still found.
 */
const warningSigns: readonly RegExp[] = [
  ...[creditWarning, ...translatedWarnings].map(
    (sentence) => new RegExp(plainSpaces(sentence).replace(/[.*+?^${}()|[\]\\!¡]/g, "\\$&")),
  ),
  /crédit coûte de l'argent/i,
  /costs money/i,
  /cuesta dinero/i,
  /kostet Geld/i,
];

/** The pages in the site's frame, with its footer: all but the staff's back office. */
const framedPaths = prerenderedPaths.filter(
  (path) => pageVersions.find((version) => version.path === path)?.page.frame !== "own",
);

const pageTexts = new Map<string, string>();
/** The visible text of the built page at `path`, read once per test file. */
function pageText(path: string): string {
  let text = pageTexts.get(path);
  if (text === undefined) {
    text = visibleText(builtPage(path).body);
    pageTexts.set(path, text);
  }
  return text;
}

describe("the credit warning on every page the build writes (art. L312-5)", () => {
  it("is found on the pages that advertise credit", { timeout: 120_000 }, () => {
    const warned = prerenderedPaths.filter((path) =>
      warningSigns.some((sign) => sign.test(pageText(path))),
    );
    for (const path of ["/pretAuto", "/en/avertissements", "/es/avertissements", "/de/pretVoyage"])
      expect(warned).toContain(path);
  });

  it.each(prerenderedPaths)(
    "%s shows the French sentence, marked as French, wherever it shows a warning",
    (path) => {
      const document = builtPage(path);
      const shown = warningSigns.some((sign) => sign.test(pageText(path)));
      const marked = document.querySelectorAll('[data-mention="warning"]').length;
      if (!shown && marked === 0) return;
      const french = [...document.body.querySelectorAll("p, li")].filter(
        (element) =>
          visibleText(element) === plainSpaces(creditWarning) &&
          element.closest("[lang]")?.getAttribute("lang") === "fr",
      );
      expect(french.length, "the French sentence").toBeGreaterThan(0);
      expect(french.length, "one French sentence per warning").toBeGreaterThanOrEqual(marked);
    },
  );
});

/** A French number as dialled in France (« 01 99 00 12 34 »), which no one abroad can dial. */
const domesticFrenchNumber = /(?<![\d+])0[1-9](?: ?\d{2}){4}(?!\d)/g;

describe("the phone numbers of every page the build writes", () => {
  const translated = prerenderedPaths.filter((path) => localeOfPath(path) !== "fr");

  it.each(translated)("%s writes French numbers as dialled from abroad", (path) => {
    expect(pageText(path).match(domesticFrenchNumber) ?? []).toEqual([]);
  });

  it.each(prerenderedPaths)("%s links every number in E.164", (path) => {
    for (const link of builtPage(path).querySelectorAll('a[href^="tel:"]'))
      expect(link.getAttribute("href")).toMatch(/^tel:\+[1-9]\d{6,14}$/);
  });

  it.each(framedPaths)(
    "%s gives the customer service line in its footer as its readers dial it",
    (path) => {
      const link = builtPage(path).querySelector(
        `footer a[href="${phoneHref(bank.phones.customerService)}"]`,
      );
      expect(link?.textContent).toBe(phoneIn(bank.phones.customerService, localeOfPath(path)));
    },
  );

  it.each(framedPaths)(
    "%s writes the share capital from the bank's figure, in its language",
    (path) => {
      const footer = visibleText(builtPage(path).querySelector("footer") as Element);
      expect(footer).toContain(
        plainSpaces(numberFormats(localeOfPath(path)).wholeEuros(bank.shareCapitalEuros)),
      );
    },
  );
});

/** Whether a text opens a parenthesis inside another: « (9 am to 6 pm (Paris time)) ». */
function nestsParentheses(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === "(") depth += 1;
    if (character === ")") depth = Math.max(0, depth - 1);
    if (depth > 1) return true;
  }
  return false;
}

describe("the parentheses of every page the build writes", () => {
  it("are found nested by the check", () => {
    expect(nestsParentheses("01 99 00 12 34 (Monday to Friday, 9 am to 6 pm (Paris time))")).toBe(
      true,
    );
    expect(nestsParentheses("ACPR (the French supervisor) and ORIAS (register)")).toBe(false);
  });

  it.each(framedPaths)("%s nests none in its footer", (path) => {
    const footer = builtPage(path).querySelector("footer");
    expect(footer).not.toBeNull();
    const blocks = [...(footer?.querySelectorAll("p, li, address, a, h2") ?? [])];
    expect(blocks.map(visibleText).filter(nestsParentheses)).toEqual([]);
  });

  it.each(prerenderedPaths)("%s nests none in its main text", (path) => {
    const blocks = builtPage(path).querySelectorAll(
      "main :is(p, li, dd, dt, td, th, h1, h2, h3, label, figcaption, caption, summary)",
    );
    expect([...blocks].map(visibleText).filter(nestsParentheses)).toEqual([]);
  });
});

describe("forms as built, in every language", () => {
  /** Each form's page and what its fields say left empty, by catalog key (undefined: optional). */
  const forms: [string, Record<string, SiteMessageKey | undefined>][] = [
    [
      "/signup",
      Object.fromEntries((signupSteps[0]?.fields ?? []).map((spec) => [spec.name, spec.missing])),
    ],
    ["/login", loginMissing],
    ["/motDePasseOublie", { email: emailMissing }],
  ];
  it.each(
    locales.flatMap((locale) => forms.map(([path, fields]) => [locale, path, fields] as const)),
  )(
    "%s %s: holds, hidden next to each required field, what the rules say of it left empty",
    (locale, path, fields) => {
      const catalog = writtenMessages(locale);
      const page = builtPage(localizedPath(path, locale));
      const form = page.querySelector('form[method="post"]');
      for (const [name, key] of Object.entries(fields)) {
        const field = form?.querySelector(`[name="${name}"]:not([type=hidden])`);
        expect(field, name).toBeTruthy();
        const message = page.getElementById(`${field?.id ?? ""}-erreur`);
        if (!key) {
          expect(message, name).toBeNull();
          continue;
        }
        expect(message?.textContent, name).toBe(catalog[key]);
        expect(message?.hasAttribute("hidden"), name).toBe(true);
        // Said to a screen reader only once shown (server/scripts-on-presence.ts).
        expect(field?.getAttribute("aria-describedby") ?? "", name).not.toContain(message?.id);
      }
    },
  );
});
