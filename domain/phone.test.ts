import { parsePhoneNumberWithError } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { bank } from "./bank";
import { locales } from "./i18n/locales";
import { formatPhone, phoneHref, phoneIn, type FrenchPhone } from "./phone";

const lines = Object.entries(bank.phones);

/** A number of each kind `formatPhone` writes (01 to 07 and 09), digits varied. */
const sample: FrenchPhone[] = [1, 2, 3, 4, 5, 6, 7, 9].flatMap((first) =>
  ["12345678", "00000000", "99887766", "40506070"].map((rest): FrenchPhone => `+33${first}${rest}`),
);

describe("the bank's phone lines", () => {
  it.each(lines)("%s is a valid French number in E.164", (_, line) => {
    const parsed = parsePhoneNumberWithError(line);
    expect(parsed.isValid()).toBe(true);
    expect(parsed.country).toBe("FR");
    expect(parsed.number).toBe(line);
  });

  it("are four different lines", () => {
    expect(new Set(lines.map(([, line]) => line)).size).toBe(lines.length);
  });
});

describe("formatPhone, as libphonenumber-js writes French numbers", () => {
  it.each([...lines.map(([, line]) => line), ...sample])("writes %s", (phone) => {
    const parsed = parsePhoneNumberWithError(phone);
    expect(formatPhone(phone, "national")).toBe(parsed.formatNational());
    expect(formatPhone(phone, "international")).toBe(parsed.formatInternational());
    expect(phoneHref(phone)).toBe(parsed.getURI());
  });

  it("refuses what it cannot write: not E.164, or an 08 number, grouped otherwise", () => {
    const refused: FrenchPhone[] = ["+3319900123", "+331990012345", "+33099001234", "+33800123456"];
    for (const phone of refused) {
      expect(() => formatPhone(phone, "national")).toThrow(/E\.164/);
      expect(() => phoneHref(phone)).toThrow(/E\.164/);
    }
  });
});

describe("phoneIn", () => {
  it("writes a number domestic on French pages, international in every other language", () => {
    expect(phoneIn(bank.phones.customerService, "fr")).toBe("01 99 00 12 34");
    for (const locale of locales.filter((locale) => locale !== "fr"))
      expect(phoneIn(bank.phones.customerService, locale)).toBe("+33 1 99 00 12 34");
    expect(phoneHref(bank.phones.customerService)).toBe("tel:+33199001234");
  });
});
