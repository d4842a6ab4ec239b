import { translatorIn, type AreaCatalogs, type CatalogLocale, type Translate } from "./catalogs";

// Every area's compiled catalogs: for the server's loaders and the tests, never a page's scripts.
const compiled: AreaCatalogs = import.meta.glob("../content/catalogs/*/*.ts", {
  import: "messages",
});

/** An area's compiled catalog in `locale`, read through its translator. */
export const catalogOf = (area: string, locale: CatalogLocale): Promise<Translate> =>
  translatorIn(
    Object.fromEntries(
      Object.entries(compiled).filter(([path]) => path.startsWith(`../content/catalogs/${area}/`)),
    ),
    locale,
  );
