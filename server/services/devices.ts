import Bowser from "bowser";

const platformLabels: Record<string, string> = {
  mobile: "mobile",
  tablet: "tablette",
  desktop: "ordinateur",
  tv: "télévision",
};

/** "Chrome sur Linux (ordinateur)": enough for a customer to recognise a device in the session list. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Appareil inconnu";
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name || "Navigateur inconnu";
  const where = os.name ? ` sur ${os.name}` : "";
  const kind = platform.type ? platformLabels[platform.type] : undefined;
  return `${browserName}${where}${kind ? ` (${kind})` : ""}`;
}
