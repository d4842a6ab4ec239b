import { metaContentIn } from "~/content/meta";
import { catalogOf } from "~/i18n/catalogOf";
import { localeOfPath, type Locale } from "@domain/i18n/locales";

const loaded = new Map<Locale, Promise<ReturnType<typeof metaContentIn>>>();

/** Every page's title and description in `locale`, read from its catalog once per process. */
function metaIn(locale: Locale) {
  let texts = loaded.get(locale);
  if (!texts) {
    texts = catalogOf("meta", locale).then((t) => metaContentIn(t, locale));
    loaded.set(locale, texts);
  }
  return texts;
}

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

/**
 * A page's loader: its title and description in the language of its address. Run as the page is
 * pre-rendered, its answer is written into the page, so the browser draws the same title as it
 * hydrates without loading any catalog; a later visit from another page asks for it with the page.
 */
export const pageTextLoader =
  (path: string) =>
  async ({ request }: { request: Request }) => {
    const page = (await metaIn(localeOf(request))).pages[path];
    if (!page) throw new Error(`No title in the meta catalogs for ${path}`);
    return { page };
  };
