import type { Translate } from "~/i18n/catalogs";

/** The frame's few words drawn before any page text can load. */
export interface ShellText {
  /** Read by screen readers while a client-rendered page loads. */
  loading: string;
  errorTitle: string;
  pageNotFound: string;
  pageFailed: string;
  /** A form sent to a page that takes none (an old page kept open, a link shared with its form). */
  formNotHere: string;
  backToPage: string;
  home: string;
  /** Shown instead of the wait when the page's scripts are off or could not load. */
  scriptsMissing: string;
}

/** The frame's words in one language, from the `shell` catalogs. */
export const shellContentIn = (t: Translate): ShellText => ({
  loading: t("loading"),
  errorTitle: t("errorTitle"),
  pageNotFound: t("pageNotFound"),
  pageFailed: t("pageFailed"),
  formNotHere: t("formNotHere"),
  backToPage: t("backToPage"),
  home: t("home"),
  scriptsMissing: t("scriptsMissing"),
});
