import { use } from "react";
import { localeOfPath, type Locale } from "@domain/i18n/locales";
import { pageLocale, useLocale } from "./locale";

export interface Localized<T> {
  /** The text in the page's language; suspends until its module has loaded. */
  use(): T;
  /** Starts loading a language's text (the first load of a page, an offer in another language). */
  load(locale: Locale): Promise<T>;
}

/**
 * Starts loading, in the browser, the texts a page draws in its language: called by a route module
 * as it is evaluated, so they arrive beside the page's scripts instead of one after the other as
 * React meets them at hydration. Not done for every text as soon as its module is evaluated: the
 * modules shared by many pages would then load texts for pages that never draw them.
 */
export function preloadTexts(...texts: Localized<unknown>[]) {
  if (typeof document === "undefined") return;
  for (const text of texts) text.load(pageLocale()).catch(() => undefined);
}

/**
 * A page drawn in the browser (a signed-in or mailed-link page) awaits its texts in its
 * `clientLoader`: they are then read without suspending. A component that suspends on its first
 * render and is replayed once its texts arrive fails in React 19 when hooks follow the `use`
 * (React error 467), and the page is drawn again from scratch.
 */
export function loadTexts(request: Request, ...texts: Localized<unknown>[]): Promise<unknown> {
  const locale = localeOfPath(new URL(request.url).pathname);
  return Promise.all(texts.map((text) => text.load(locale)));
}

/**
 * Texts kept one module per language, so a page loads only its own language's (issue 18: the
 * JavaScript budget of issue 17). Each loader returns a module of the same shape as the French
 * one: a language with a text missing does not compile.
 *
 * The build renders every language and waits for its text; in the browser a route starts loading
 * its texts as it is evaluated (`preloadTexts`), and React keeps the pre-rendered HTML until they
 * have arrived. Once loaded, a text is read without suspending (its promise is marked settled).
 */
const families: Localized<unknown>[] = [];

/**
 * Loads every text of `locale` before the server draws a page: a component that suspends on a
 * second text after a first one can be replayed by React's server renderer with the first one's
 * value (the text then reads as `undefined`), which pre-rendering never met only because earlier
 * pages had loaded everything. Used by app/entry.server.tsx.
 */
export function loadEveryText(locale: Locale): Promise<unknown> {
  return Promise.all(families.map((family) => family.load(locale)));
}

export function localized<T>(loaders: Record<Locale, () => Promise<T>>): Localized<T> {
  const loading = new Map<Locale, Promise<T>>();
  const load = (locale: Locale): Promise<T> => {
    let promise = loading.get(locale);
    if (!promise) {
      const tracked: Promise<T> = loaders[locale]().then(
        (value) => {
          // Marked as React marks a promise it has seen settle: `use` then reads it at once.
          Object.assign(tracked, { status: "fulfilled", value });
          return value;
        },
        (error: unknown) => {
          // A failed download is tried again by the next render rather than remembered.
          loading.delete(locale);
          throw error;
        },
      );
      promise = tracked;
      loading.set(locale, promise);
    }
    return promise;
  };
  const family: Localized<T> = {
    load,
    use() {
      // Always through `use`, even once loaded: a component that suspended on one text is replayed
      // by React with the values of its `use` calls in order, and skipping the call for a text
      // loaded meanwhile gave the next text the previous one's value (React error 423, the text
      // read as undefined, seen on the credit pages under load).
      return use(load(useLocale()));
    },
  };
  families.push(family);
  return family;
}
