import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { siteText } from "~/content/site.i18n";
import { NavLink } from "~/i18n/Link";
import { useLocalizeTo } from "~/i18n/locale";

const MENU_ITEM_STAGGER_MS = 100;
// Leaving a trigger for its panel crosses a small gap: wait before closing so the menu stays open.
const HOVER_CLOSE_DELAY_MS = 150;

const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

/**
 * The WAI-ARIA "disclosure navigation" pattern: each menu is a button with aria-expanded that shows a
 * plain list of links. Mouse users open it by hovering, touch and keyboard users by pressing it.
 * (Radix NavigationMenu was tried first: its hidden focus proxy fails axe's aria-hidden-focus rule,
 * see docs/decisions/002-disclosure-navigation.md.)
 */
export function MainNav() {
  const { pathname } = useLocation();
  const { navMenus, layoutText } = siteText.use();
  const localize = useLocalizeTo();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const baseId = useId();

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenMenu(null);
  }

  useEffect(() => {
    if (!openMenu) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [openMenu]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A mouse reaching a trigger opens its menu before the click lands: that first click must not
  // close what the pointer has just opened.
  const openedByHover = useRef<string | null>(null);

  const hoverOpen = (id: string) => {
    clearTimeout(closeTimer.current);
    if (openMenu !== id) openedByHover.current = id;
    setOpenMenu(id);
  };
  const hoverClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = null;
      setOpenMenu(null);
    }, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <nav
      ref={navRef}
      aria-label={layoutText.mainNav}
      className="lg:flex-1"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !openMenu) return;
        document.getElementById(`${baseId}-${openMenu}-bouton`)?.focus();
        setOpenMenu(null);
      }}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenMenu(null);
      }}
    >
      <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
        {navMenus.map((menu) => {
          const open = openMenu === menu.id;
          const current = menu.links.some((link) => localize(link.to) === pathname);
          const panelId = `${baseId}-${menu.id}`;
          return (
            <li
              key={menu.id}
              data-nav-menu=""
              className="relative"
              onPointerEnter={(event) => isMouse(event) && hoverOpen(menu.id)}
              onPointerLeave={(event) => isMouse(event) && hoverClose()}
            >
              <button
                id={`${panelId}-bouton`}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  const justHovered = openedByHover.current === menu.id;
                  openedByHover.current = null;
                  if (!justHovered) setOpenMenu(open ? null : menu.id);
                }}
                className={`flex min-h-11 w-full items-center justify-between gap-1 rounded-md px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50 lg:w-auto ${
                  current ? "underline decoration-gold-400 decoration-[3px] underline-offset-8" : ""
                }`}
              >
                {menu.label}
                <svg
                  aria-hidden="true"
                  width="12"
                  height="12"
                  viewBox="0 0 12 12"
                  className={open ? "rotate-180" : ""}
                >
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <ul
                id={panelId}
                data-nav-panel=""
                // A class, not the `hidden` attribute, which Tailwind hides with !important: the
                // header's rules without scripts (app.css) open a menu under the pointer.
                className={`${open ? "" : "hidden"} z-50 mt-1 rounded-xl border border-brand-100 bg-white p-2 lg:absolute lg:left-0 lg:top-full lg:w-64 lg:shadow-lg`}
              >
                {menu.links.map((link, index) => (
                  <li
                    key={link.to}
                    className="motion-safe:animate-menu-item"
                    style={{ animationDelay: `${index * MENU_ITEM_STAGGER_MS}ms` }}
                  >
                    <NavLink
                      to={link.to}
                      className="block min-h-11 rounded-md px-3 py-2.5 text-ink-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
