import { shellText } from "@domain/i18n/shell";
import { useLocale } from "~/i18n/locale";

/** Full-screen wait state used while the customer's session is being checked. */
export function BrandLoader() {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-900 text-white"
      role="status"
    >
      <p className="text-4xl font-extrabold tracking-[0.2em] sm:text-6xl">AURORE BANQUE</p>
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{shellText[useLocale()].loading}</span>
    </div>
  );
}
