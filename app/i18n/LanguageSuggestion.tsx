import { useEffect, useState } from "react";
import { isLocale, localizedPath, type Locale } from "@domain/i18n/locales";
import { siteText } from "~/content/site.i18n";
import { fullStylesheetLoaded } from "~/lib/FullStylesheet";
import { useLocale } from "./locale";
import { rememberedLocale, rememberLocale } from "./remembered";

interface Suggestion {
  locale: Locale;
  text: string;
  link: string;
  dismiss: string;
}

/** The first of the browser's languages that the site has, when it is not the page's. */
function browserLocale(): Locale | undefined {
  for (const tag of navigator.languages) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return undefined;
}

/**
 * On a home page, a visitor who has never chosen a language and whose browser prefers another of
 * the site's is offered it, in that language, without being redirected (issue 18). Fixed at the
 * bottom of the window, it moves nothing on the page.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const [suggestion, setSuggestion] = useState<Suggestion>();

  useEffect(() => {
    const preferred = browserLocale();
    if (!preferred || preferred === locale || rememberedLocale()) return;
    let current = true;
    // Drawn only in the browser, it waits for the full sheet (its rules are not inline).
    Promise.all([siteText.load(preferred), fullStylesheetLoaded()])
      .then(([{ layoutText }]) => {
        if (!current) return;
        setSuggestion({
          locale: preferred,
          text: layoutText.languageSuggestion,
          link: layoutText.languageSuggestionLink,
          dismiss: layoutText.languageSuggestionDismiss,
        });
      })
      // Only an offer: if its text cannot be loaded, the page goes on without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);

  if (!suggestion) return null;
  return (
    <aside
      lang={suggestion.locale}
      aria-label={suggestion.text}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-lg"
    >
      <p className="flex-1 text-ink-900">{suggestion.text}</p>
      <a
        href={localizedPath("/", suggestion.locale)}
        hrefLang={suggestion.locale}
        className="btn btn-primary"
        onClick={() => rememberLocale(suggestion.locale)}
      >
        {suggestion.link}
      </a>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          rememberLocale(locale);
          setSuggestion(undefined);
        }}
      >
        {suggestion.dismiss}
      </button>
    </aside>
  );
}
