import {
  languageNames,
  locales,
  localizedPath,
  splitLocale,
  type Locale,
} from "@domain/i18n/locales";
import { pageAt } from "@domain/pages";
import { useLocation } from "react-router";
import { rememberLocale } from "./remembered";

/**
 * The same page in each language, as plain links: they work before the scripts arrive, and a
 * screen reader announces a labelled navigation with the current language marked. A page not yet
 * translated leads to that language's home page.
 */
export function LanguagePicker({ label }: { label: string }) {
  const { pathname, search, hash } = useLocation();
  const { locale: current, path } = splitLocale(pathname);
  const page = pageAt(path);
  const targetOf = (locale: Locale) =>
    page?.languages.includes(locale)
      ? `${localizedPath(path, locale)}${search}${hash}`
      : localizedPath("/", locale);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            {/* A reload, not a client navigation: the new language's texts come with its HTML. */}
            <a
              href={targetOf(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={(event) => {
                rememberLocale(locale);
                // The address as it is now: hydration keeps the pre-rendered link (without the
                // `#simulation` or the query the page was opened with), and a simulation writes
                // the address without React Router knowing.
                const { search: now, hash: anchor } = window.location;
                if (page?.languages.includes(locale))
                  event.currentTarget.href = `${localizedPath(path, locale)}${now}${anchor}`;
              }}
              className="inline-flex min-h-11 items-center rounded-md px-2 text-ink-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=true]:font-semibold aria-[current=true]:text-brand-900 aria-[current=true]:underline aria-[current=true]:decoration-gold-400 aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4"
            >
              {languageNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
