import { localizedPath } from "@domain/i18n/locales";
import { shellText } from "~/i18n/shellText";
import { useLocale } from "~/i18n/locale";

/**
 * Full-screen wait state of the pages drawn in the browser (client area, back office, mail links),
 * pre-rendered as such: with scripts off or failed, it says so and links home instead of spinning.
 */
export function BrandLoader() {
  const locale = useLocale();
  const text = shellText[locale];
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-900 px-6 text-white"
      role="status"
    >
      <p className="text-4xl font-extrabold tracking-[0.2em] sm:text-6xl">AURORE BANQUE</p>
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{text.loading}</span>
      <ScriptsMissingHelp className="max-w-xl text-center text-lg" linkClassName="text-gold-400" />
    </div>
  );
}

/**
 * Said by a wait that only scripts can end: at once with scripts off, after a while when they
 * failed to load (app.css, `.loader-help`), with the way home.
 */
export function ScriptsMissingHelp({
  className,
  linkClassName = "link",
}: {
  className: string;
  linkClassName?: string;
}) {
  const locale = useLocale();
  const text = shellText[locale];
  return (
    <p className={`loader-help ${className}`}>
      {text.scriptsMissing}{" "}
      <a href={localizedPath("/", locale)} className={`font-semibold underline ${linkClassName}`}>
        {text.home}
      </a>
    </p>
  );
}
