import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Heading, HeadingScope } from "./Heading";

export interface PageTab {
  /** Also the URL hash that opens the tab: `/investissement#strategies`. */
  id: string;
  label: string;
  content: ReactNode;
  /** Query parameters that open this tab when the hash names none: a shared simulation link. */
  openedBy?: readonly string[];
}

interface PageTabsProps {
  label: string;
  tabs: PageTab[];
  defaultTab: string;
}

function tabFromLocation(tabs: PageTab[], hash: string, search: string): string | undefined {
  const wanted = decodeURIComponent(hash.slice(1));
  const params = new URLSearchParams(search);
  return (
    tabs.find((tab) => tab.id === wanted) ??
    tabs.find((tab) => tab.openedBy?.some((name) => params.has(name)))
  )?.id;
}

/** Radix's own spelling of the ids, which the page's first-tap script and the tests rely on. */
const triggerId = (baseId: string, tab: string) => `${baseId}-trigger-${tab}`;
const panelId = (baseId: string, tab: string) => `${baseId}-content-${tab}`;

/**
 * Every panel is in the pre-rendered HTML (the inactive ones hidden by CSS only when scripts run),
 * so the page reads in full without JavaScript and search engines see every tab.
 *
 * The panels are drawn here, outside Radix's context: a change of the context's value reaches every
 * part of the page under it that has not hydrated yet (the lead form loaded when reached), and React
 * then throws that part's pre-rendered HTML away until its code arrives (issue 31: the form blinked
 * away when a tab was chosen or opened from the address before it had loaded).
 */
export function PageTabs({ label, tabs, defaultTab }: PageTabsProps) {
  const [active, setActive] = useState(defaultTab);
  // Until the visitor picks a tab, the address's #fragment picks it, in CSS before the scripts.
  const [chosen, setChosen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  // The hash is only known in the browser: reading it after hydration keeps the HTML identical.
  // Following the router's location also catches in-page links such as the hero's `#demande`.
  const { hash, search, key } = useLocation();
  // Deriving the tab from the location during render would differ from the pre-rendered HTML at
  // hydration, so the location is applied once React has taken over.
  const openFromLocation = useEffectEvent(() => {
    // A tab tapped before the scripts ran is already shown, and its click is replayed: the address
    // no longer chooses (scripts/first-paint.ts).
    if (!chosen && container.current?.hasAttribute("data-chosen")) return;
    const fromLocation = tabFromLocation(tabs, hash, search);
    if (!fromLocation) return;
    setActive(fromLocation);
    requestAnimationFrame(() =>
      document.getElementById(fromLocation)?.scrollIntoView({ block: "start" }),
    );
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => openFromLocation(), [hash, search, key]);

  const select = (id: string) => {
    setActive(id);
    setChosen(true);
    // replaceState changes the hash without a navigation, so the router does not re-render the page.
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}#${id}`,
    );
  };

  const baseId = useId();
  return (
    <div
      ref={container}
      data-page-tabs=""
      data-chosen={chosen ? "" : undefined}
      className="mx-auto max-w-7xl px-4 sm:px-6"
    >
      <Tabs.Root value={active} onValueChange={select}>
        <Tabs.List
          aria-label={label}
          data-tabs-nojs="hide"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-brand-100 bg-white px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              id={triggerId(baseId, tab.id)}
              aria-controls={panelId(baseId, tab.id)}
              data-tab={tab.id}
              // Radix opens a tab on mousedown, which a tap made before the scripts ran does not
              // repeat: the page replays it as a click once React listens (scripts/first-paint.ts).
              onClick={() => select(tab.id)}
              // The selected tab is the one Tab reaches, in the HTML as served too (Radix's roving
              // focus only sets it once its scripts run: IBM Equal Access's aria_child_tabbable).
              tabIndex={active === tab.id ? 0 : -1}
              className="min-h-11 shrink-0 border-b-[3px] border-transparent px-4 py-3 font-semibold text-ink-700 hover:text-brand-900 data-[state=active]:border-gold-400 data-[state=active]:text-brand-900"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(baseId, tab.id)}
          aria-labelledby={triggerId(baseId, tab.id)}
          data-state={active === tab.id ? "active" : "inactive"}
          tabIndex={0}
          className="py-10 focus-visible:outline-offset-8"
        >
          <span id={tab.id} />
          <Heading className="tab-heading mb-6">{tab.label}</Heading>
          <HeadingScope>{tab.content}</HeadingScope>
        </div>
      ))}
    </div>
  );
}
