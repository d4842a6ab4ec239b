import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import { useEffect, useState } from "react";
import stylesheet from "./app.css?url";
import { FullStylesheet } from "~/lib/FullStylesheet";
import { localizedPath } from "@domain/i18n/locales";
import { shellText } from "~/i18n/shellText";
import { useLocale } from "~/i18n/locale";
import type { Route } from "./+types/root";

// Built pages carry the rules they use inline and get the full sheet on the first page opened
// without reloading (SheetForNextPages, below; decision record 015): a stylesheet link in the head
// would hold their first paint until it arrives.
export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  // A PNG: an SVG icon is a whole document Chromium builds on the page's main thread (30 ms here).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" },
];

/**
 * The full sheet, once the visitor opens another page without reloading: the build inlined only
 * the first page's rules. Rendered with a precedence, React holds the new page until it has
 * loaded; not loaded before, it costs a page that is only read nothing (decision record 015).
 */
function SheetForNextPages() {
  const { key } = useLocation();
  const [firstPage] = useState(key);
  return key === firstPage ? null : <FullStylesheet />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={useLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment React has taken over the pre-rendered HTML: clicks and submissions held until
  // then are replayed (scripts/first-paint.ts), and browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <SheetForNextPages />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = useLocale();
  const text = shellText[locale];
  const { pathname } = useLocation();
  // A form posted to a page without one: the page itself is there, one GET away.
  const formNotHere = status === 405;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{text.errorTitle}</h1>
      <p className="mt-4 text-ink-700">
        {formNotHere ? text.formNotHere : status === 404 ? text.pageNotFound : text.pageFailed}
      </p>
      <a
        className="btn btn-primary mt-8"
        href={formNotHere ? pathname : localizedPath("/", locale)}
      >
        {formNotHere ? text.backToPage : text.home}
      </a>
    </main>
  );
}
