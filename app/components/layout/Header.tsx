import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { siteText } from "~/content/site.i18n";
import { Link } from "~/i18n/Link";
import { LanguagePicker } from "~/i18n/LanguagePicker";
import { AccountLinks } from "./AccountLinks";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";

const SCROLL_SHRINK_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_SHRINK_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();
  const { layoutText } = siteText.use();

  // A new page starts with every menu closed, like a full page load would.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header
      data-site-header=""
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur motion-safe:transition-[padding] ${
        scrolled ? "py-1 shadow-sm" : "py-4"
      }`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label={layoutText.homeLink}>
          <Logo />
        </Link>

        <button
          type="button"
          data-nav-toggle=""
          className="btn btn-outline ml-auto min-h-11 px-3 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {mobileOpen ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
          </svg>
          {layoutText.menuButton}
        </button>

        <div
          id={mobilePanelId}
          data-nav-drawer=""
          className={`${mobileOpen ? "flex" : "hidden"} w-full flex-col gap-4 pb-4 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:pb-0`}
        >
          <MainNav />

          <div className="flex flex-wrap items-center gap-3">
            <LanguagePicker label={layoutText.languagePicker} />
            <AccountLinks />
          </div>
        </div>
      </div>
    </header>
  );
}
