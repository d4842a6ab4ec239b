import { Outlet } from "react-router";
import { Footer } from "./Footer";
import { Header } from "./Header";

export default function SiteLayout() {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu principal
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
