import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { writeCompiled, type CompiledMessage } from "./compiledMessage";
import { regionalLocales, type Locale } from "./locales";

// Every compiled catalog: the pages', the messages' and the mails'.
const catalogs = import.meta.glob<Messages>(
  ["/app/content/catalogs/*/*.ts", "/domain/i18n/catalogs/*/*.ts", "/server/mail/catalogs/*.ts"],
  { import: "messages", eager: true },
);

const regionalOf = (path: string) => {
  const language = /\/([a-z]+)\.ts$/.exec(path)?.[1] ?? "fr";
  return language === "pseudo" ? "fr-FR" : regionalLocales[language as Locale];
};

type Part = string | [string, string?, Record<string, CompiledMessage>?];

/** Each placeholder of a message, with the values worth trying for it. */
function placeholders(message: CompiledMessage, found = new Map<string, Set<unknown>>()) {
  if (typeof message === "string") return found;
  for (const part of message as Part[]) {
    if (typeof part === "string") continue;
    const [name, kind, cases] = part;
    const tried = found.get(name) ?? new Set<unknown>(["Valeur", undefined]);
    if (kind === "select") for (const key of Object.keys(cases ?? {})) tried.add(key);
    if (kind === "plural" || kind === "selectordinal")
      for (const count of [0, 1, 2, 5, 21, 1000, 1.5]) tried.add(count);
    found.set(name, tried);
    for (const nested of Object.values(cases ?? {})) placeholders(nested, found);
  }
  return found;
}

describe("writeCompiled", () => {
  it("finds the catalogs", () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(100);
  });

  it.each(Object.keys(catalogs))("writes every message of %s as Lingui's runtime does", (path) => {
    const messages = catalogs[path] ?? {};
    const locale = regionalOf(path);
    const i18n = setupI18n({ locale: "x", locales: locale, messages: { x: messages } });
    const differences: string[] = [];
    for (const [id, message] of Object.entries(messages)) {
      const found = placeholders(message as CompiledMessage);
      const base = Object.fromEntries([...found.keys()].map((name) => [name, "Valeur"]));
      const trials: Record<string, unknown>[] = [base];
      for (const [name, tried] of found)
        for (const value of tried) trials.push({ ...base, [name]: value });
      for (const values of trials) {
        const ours = writeCompiled(message as CompiledMessage, values, locale);
        const lingui = i18n._(id, values);
        if (ours !== lingui)
          differences.push(`${id} ${JSON.stringify(values)}: ${ours} ≠ ${lingui}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
