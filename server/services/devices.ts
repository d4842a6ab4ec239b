import Bowser from "bowser";
import { deviceKinds, type SessionDevice } from "../../domain/api/security";

/**
 * The browser, the system and the kind of device a user agent names, for a customer to recognise
 * a device in the session list; null when it names nothing. The page words it in its language.
 */
export function describeDevice(userAgent: string | null): SessionDevice | null {
  if (!userAgent?.trim()) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: browser.name || null,
    system: os.name || null,
    kind: deviceKinds.find((kind) => kind === platform.type) ?? null,
  };
}
