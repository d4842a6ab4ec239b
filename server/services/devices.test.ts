import { describe, expect, it } from "vitest";
import { describeDevice } from "./devices";

describe("describeDevice", () => {
  it("names the browser, the system and the kind of device", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", system: "Linux", kind: "desktop" });
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS", kind: "mobile" });
  });

  it("says so when the user agent tells nothing", () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice("  ")).toBeNull();
    expect(describeDevice("curl/8.0")).toEqual({ browser: null, system: null, kind: null });
  });
});
