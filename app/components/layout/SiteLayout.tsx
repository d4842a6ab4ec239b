import { Outlet, useLocation } from "react-router";
import { siteText } from "~/content/site.i18n";
import { LanguageSuggestion } from "~/i18n/LanguageSuggestion";
import { LanguageMemory } from "~/i18n/remembered";
import { splitLocale } from "@domain/i18n/locales";
import { Footer } from "./Footer";
import { Header } from "./Header";

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
      {onHomePage && <LanguageSuggestion />}
    </>
  );
}
