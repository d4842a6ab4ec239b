import { iso31661Alpha2ToAlpha3 } from "iso-3166/1-a2-to-1-a3.js";

/**
 * Every country a customer may be born in, live in or pay tax in: the codes ISO 3166-1 assigns
 * (iso-3166, which follows the ISO 3166 Maintenance Agency), read off the package's smallest table
 * since the names come from `Intl.DisplayNames` in the reader's language. Kosovo is added: ISO has
 * not assigned it a code, but its passports and birth certificates exist, and the European
 * Commission and CLDR name it `XK`.
 */
export const countryCodes: readonly string[] = [...Object.keys(iso31661Alpha2ToAlpha3), "XK"];

const known = new Set(countryCodes);

export const isCountryCode = (code: string) => known.has(code);
