import { describe, expect, it } from "vitest";
import { accountText } from "./account.i18n";

const { sessionsText: french } = await accountText.load("fr");
const { sessionsText: english } = await accountText.load("en");
const { sessionsText: spanish } = await accountText.load("es");
const { sessionsText: german } = await accountText.load("de");

describe("a session's device, worded by the page", () => {
  it("reads in French as the server used to word it", () => {
    expect(french.device({ browser: "Firefox", system: "Windows", kind: "desktop" })).toBe(
      "Firefox sur Windows (ordinateur)",
    );
    expect(french.device({ browser: "Safari", system: "iOS", kind: "mobile" })).toBe(
      "Safari sur iOS (mobile)",
    );
    expect(french.device({ browser: null, system: null, kind: null })).toBe("Navigateur inconnu");
  });

  it("keeps the products' names and words the rest in each language", () => {
    const device = { browser: "Chrome", system: "Android", kind: "tablet" } as const;
    expect(english.device(device)).toBe("Chrome on Android (tablet)");
    expect(spanish.device(device)).toBe("Chrome en Android (tableta)");
    expect(german.device(device)).toBe("Chrome unter Android (Tablet)");
  });
});
