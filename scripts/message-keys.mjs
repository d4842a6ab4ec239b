// Writes domain/i18n/catalogs/keys.ts, the message keys' types, from the French catalogs
// (decision record 046): a misspelt key fails the type check, and a message is added by adding it
// to the PO files alone. Run by `npm run catalogs` after Lingui's compilation; never committed.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const catalogs = new URL("../domain/i18n/catalogs/", import.meta.url);
const areas = readdirSync(catalogs, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const ids = (area, locale) =>
  [...readFileSync(new URL(`${area}/${locale}.po`, catalogs), "utf8").matchAll(/^msgid "(.+)"$/gm)]
    .map((match) => match[1])
    .sort();

const seen = new Map();
let source =
  "// Written by `npm run catalogs` (scripts/message-keys.mjs) from each area's fr.po: never edit.\n";
for (const area of areas) {
  const keys = ids(area, "fr");
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`Message ${key} is in both ${seen.get(key)} and ${area}`);
    seen.set(key, area);
  }
  // A translation's ids are the French ones: Lingui's --strict fails on a missing one, this on
  // one the French catalog no longer has.
  for (const file of readdirSync(new URL(`${area}/`, catalogs))) {
    const locale = /^(.+)\.po$/.exec(file)?.[1];
    if (!locale || locale === "fr" || locale === "pseudo") continue;
    const extra = ids(area, locale).filter((key) => !keys.includes(key));
    if (extra.length) throw new Error(`${area}/${file} has messages fr.po lacks: ${extra}`);
  }
  const type = `${area[0].toUpperCase()}${area.slice(1)}MessageKey`;
  source += `export type ${type} =\n${keys.map((key) => `  | "${key}"`).join("\n")};\n`;
}
writeFileSync(new URL("keys.ts", catalogs), source);
