import type { ReactNode } from "react";
import { CheckIcon } from "~/components/ui/PageHero";
import { authLayoutText } from "~/content/authLayout.i18n";

/** Login and signup share one frame: the form on one side, what the customer can count on on the other. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { authLayoutText: text } = authLayoutText.use();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:py-16">
      <div className="lg:col-span-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-ink-700">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
      <aside
        className="rounded-2xl bg-brand-900 p-8 text-brand-100 lg:col-span-2"
        aria-label={text.asideLabel}
      >
        <p className="text-xl font-bold text-white">{text.asideTitle}</p>
        <ul className="mt-6 grid gap-4">
          {text.reassurances.map((item) => (
            <li key={item} className="flex gap-3">
              <CheckIcon className="mt-1 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
