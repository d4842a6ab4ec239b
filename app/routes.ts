import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pages, type Page } from "../domain/pages";

const routeOf = (page: Page) =>
  page.path === "/"
    ? index(`routes/${page.module}.tsx`)
    : route(page.path.slice(1), `routes/${page.module}.tsx`);

export default [
  layout("components/layout/SiteLayout.tsx", [
    ...pages.filter((page) => page.frame === "site").map(routeOf),
    route("*", "routes/notFound.tsx"),
  ]),
  ...pages.filter((page) => page.frame === "own").map(routeOf),
] satisfies RouteConfig;
