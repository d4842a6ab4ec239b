import { describe, expect, it } from "vitest";
import { deviceLabel } from "./devices";

describe("deviceLabel", () => {
  it("names the browser, the system and the kind of device", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome sur Linux (ordinateur)");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari sur iOS (mobile)");
  });

  it("says so when the user agent tells nothing", () => {
    expect(deviceLabel(null)).toBe("Appareil inconnu");
    expect(deviceLabel("  ")).toBe("Appareil inconnu");
    expect(deviceLabel("curl/8.0")).toBe("Navigateur inconnu");
  });
});
