import type { MetaDescriptor } from "react-router";
import type { Messages } from "@lingui/core";
import { privatePagesContentIn, type PrivatePage } from "~/content/privatePages";
import { translatorOf } from "~/i18n/catalogs";
import { bank } from "@domain/bank";
import { localeOfPath } from "@domain/i18n/locales";

// Every language's few titles, read as the page hydrates: these pages have no data before their
// `clientLoader` has run in the browser, so a title read by a server loader would be missing from
// the pre-rendered page (decision record 044).
const privateCatalogs = import.meta.glob<Messages>(
  "../content/catalogs/privatePages/{fr,en,es,de}.ts",
  {
    eager: true,
    import: "messages",
  },
);

/**
 * A client-rendered page's meta function (a signed-in or mailed-link page): only its title, in the
 * language of the URL, kept out of search engines.
 */
export const privatePageMeta =
  (page: PrivatePage) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeOfPath(location.pathname);
    const messages = privateCatalogs[`../content/catalogs/privatePages/${locale}.ts`] ?? {};
    const title = privatePagesContentIn(translatorOf(locale, messages))[page];
    return [{ title: `${title} | ${bank.name}` }, { name: "robots", content: "noindex" }];
  };
