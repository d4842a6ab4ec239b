import { lazy, memo, Suspense, useEffect, useId, useState, type ComponentType } from "react";

/** What counts as reaching a part of the page: being scrolled near, touched, clicked or focused. */
const ACTIONS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
/** Starts loading a little before the part scrolls into view. */
const NEAR = "200px";

interface Reach {
  reached: Promise<void>;
  /** Called once the part is hydrated: replays a submission made before. */
  hydrated(): void;
}

/**
 * Waits for the customer to reach the pre-rendered element `id`. A form submitted before its code
 * has arrived is held (the browser would post it to the page) and submitted again once hydrated.
 */
function reach(id: string): Reach {
  const element = document.getElementById(id);
  // Drawn by a client-side navigation rather than pre-rendered: there is nothing to wait for.
  if (!element) return { reached: Promise.resolve(), hydrated() {} };
  let heldSubmission: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) {
      heldSubmission = { form: event.target, submitter: event.submitter };
    }
  };
  element.addEventListener("submit", hold, { capture: true });
  const reached = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    // React drops pre-rendered HTML whose surroundings change before its code is there (a tab
    // opened from the address): the part must then be drawn at once, nothing is left to show.
    const removal = new MutationObserver(() => {
      if (element?.childElementCount === 0) done();
    });
    removal.observe(element, { childList: true });
    function done() {
      observer.disconnect();
      removal.disconnect();
      for (const action of ACTIONS) element?.removeEventListener(action, done, true);
      resolve();
    }
    observer.observe(element);
    for (const action of ACTIONS) element.addEventListener(action, done, true);
  });
  return {
    reached,
    hydrated() {
      element.removeEventListener("submit", hold, { capture: true });
      if (heldSubmission?.form.isConnected) {
        heldSubmission.form.requestSubmit(heldSubmission.submitter);
      }
    },
  };
}

/**
 * A part of the page pre-rendered with the rest but whose code (a form and its libraries) is only
 * loaded when the customer reaches it: until then it is the pre-rendered HTML, readable and
 * styled, and the page's own JavaScript stays within its budget (decision record 015).
 */
export function hydrateWhenReached<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // A new render of a part still waiting would make React give up its pre-rendered HTML and show
  // nothing until the code arrives: it only re-renders when its props really change.
  return memo(function WhenReached(props: Props) {
    const id = useId();
    const [Part] = useState(() =>
      lazy(async () => {
        // Pre-rendering (no document) renders the part at once.
        if (typeof document === "undefined") return { default: await load() };
        const { reached, hydrated } = reach(id);
        await reached;
        const Component = await load();
        return {
          default: function Hydrated(componentProps: Props) {
            useEffect(hydrated, []);
            return <Component {...componentProps} />;
          },
        };
      }),
    );
    return (
      <div id={id}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  });
}
