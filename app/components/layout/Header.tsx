import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { languages, navMenus } from "~/content/site";
import { Logo } from "./Logo";

const SCROLL_SHRINK_THRESHOLD_PX = 50;
const MENU_ITEM_STAGGER_MS = 100;

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
  const [openMenu, setOpenMenu] = useState("");
  const [mobileOpen, setMobileOpen] = useState(false);
  const [language, setLanguage] = useState<string>(languages[0]);
  const mobilePanelId = useId();
  const languageId = useId();

  // A new page starts with every menu closed, like a full page load would.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenMenu("");
    setMobileOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur transition-[padding] ${
        scrolled ? "py-1 shadow-sm" : "py-4"
      }`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Aurore Banque, accueil">
          <Logo />
        </Link>

        <button
          type="button"
          className="btn btn-outline ml-auto min-h-11 px-3 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
            {mobileOpen ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
          </svg>
          Menu
        </button>

        <div
          id={mobilePanelId}
          className={`${mobileOpen ? "flex" : "hidden"} w-full flex-col gap-4 pb-4 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:pb-0`}
        >
          <NavigationMenu.Root
            aria-label="Navigation principale"
            value={openMenu}
            onValueChange={setOpenMenu}
            delayDuration={100}
            className="relative lg:flex-1"
          >
            <NavigationMenu.List className="flex flex-col gap-1 lg:flex-row lg:items-center">
              {navMenus.map((menu) => {
                const current = menu.links.some((link) => link.to === pathname);
                return (
                  <NavigationMenu.Item key={menu.id} value={menu.id} className="relative">
                    <NavigationMenu.Trigger
                      className={`group flex w-full min-h-11 items-center justify-between gap-1 rounded-md px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50 lg:w-auto ${
                        current ? "underline decoration-gold-400 decoration-[3px] underline-offset-8" : ""
                      }`}
                    >
                      {menu.label}
                      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="transition-transform group-data-[state=open]:rotate-180">
                        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </NavigationMenu.Trigger>
                    <NavigationMenu.Content className="z-50 mt-1 rounded-xl border border-brand-100 bg-white p-2 lg:absolute lg:left-0 lg:top-full lg:w-64 lg:shadow-lg">
                      <ul>
                        {menu.links.map((link, index) => (
                          <li
                            key={link.to}
                            className="animate-menu-item"
                            style={{ animationDelay: `${index * MENU_ITEM_STAGGER_MS}ms` }}
                          >
                            <NavigationMenu.Link asChild active={link.to === pathname}>
                              <NavLink
                                to={link.to}
                                className="block min-h-11 rounded-md px-3 py-2.5 text-ink-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                              >
                                {link.label}
                              </NavLink>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </NavigationMenu.Content>
                  </NavigationMenu.Item>
                );
              })}
            </NavigationMenu.List>
          </NavigationMenu.Root>

          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={languageId} className="sr-only">
              Langue
            </label>
            <select
              id={languageId}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              className="field-input w-auto py-1"
            >
              {languages.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <Link to="/login" className="btn btn-outline">
              Connexion
            </Link>
            <Link to="/signup" className="btn btn-primary">
              Inscription
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
