/**
 * "Se souvenir de moi" pre-fills the e-mail address on this device (DECISIONS.md "Sign-in"). It is
 * kept in the browser only; a browser that refuses storage simply does not pre-fill.
 */
const storageKey = "aurore:adresse-memorisee";

export function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}

export function rememberEmail(email: string, remember: boolean): void {
  try {
    if (remember) window.localStorage.setItem(storageKey, email);
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private browsing, quota): the next visit types the address again.
  }
}
