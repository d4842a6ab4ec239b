import { Link } from "react-router";
import type { Hero } from "~/content/types";

export function PageHero({ hero }: { hero: Hero }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <svg
        aria-hidden="true"
        className="absolute -right-24 -top-24 h-[28rem] w-[28rem] opacity-25"
        viewBox="0 0 200 200"
        width="448"
        height="448"
      >
        <circle cx="100" cy="100" r="90" fill="none" stroke="#5eead4" strokeWidth="2" />
        <circle cx="100" cy="100" r="65" fill="none" stroke="#f5b841" strokeWidth="2" />
        <circle cx="100" cy="100" r="40" fill="none" stroke="#ffffff" strokeWidth="2" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="font-semibold uppercase tracking-widest text-accent-300">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold text-white sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">{hero.lead}</p>
        {hero.cta && (
          <Link to={hero.cta.to} className="btn btn-accent mt-8 text-lg">
            {hero.cta.label}
          </Link>
        )}
        {hero.highlights && (
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2 text-brand-100">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function CheckIcon({ className = "text-accent-300" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 20 20"
      className={`shrink-0 ${className}`}
    >
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
