import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { defaultLocale } from "../domain/i18n/locales";
import { pageVersions, type PageVersion } from "../domain/pages";

// A page has one route per language; French keeps React Router's default id (the module's path),
// so the other languages' routes need their own.
const routeOf = ({ page, locale, path }: PageVersion) => {
  const file = `routes/${page.module}.tsx`;
  if (locale === defaultLocale) return path === "/" ? index(file) : route(path.slice(1), file);
  return route(path.slice(1), file, { id: `${locale}/${page.module}` });
};

export default [
  layout("components/layout/SiteLayout.tsx", [
    ...pageVersions.filter(({ page }) => page.frame === "site").map(routeOf),
    route("*", "routes/notFound.tsx"),
  ]),
  ...pageVersions.filter(({ page }) => page.frame === "own").map(routeOf),
] satisfies RouteConfig;
