import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { siteText } from "~/content/site.i18n";
import { LanguageMemory } from "~/i18n/remembered";
import { preloadTexts } from "~/i18n/localized";
import { splitLocale } from "@domain/i18n/locales";
import { Footer } from "./Footer";
import { Header } from "./Header";

preloadTexts(siteText);

// Only home pages may offer another language: the other pages never load its code.
const LanguageSuggestion = lazy(() =>
  import("~/i18n/LanguageSuggestion").then((module) => ({ default: module.LanguageSuggestion })),
);

export default function SiteLayout() {
  const { layoutText } = siteText.use();
  const { pathname } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const onHomePage = path === "/";
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutText.skipLink}
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Before the suggestion: a language just chosen is never followed by an offer of another. */}
      <LanguageMemory locale={locale} />
      {onHomePage && (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      )}
    </>
  );
}
