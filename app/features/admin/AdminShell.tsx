import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { usuryOutdatedNotice } from "@domain/credit/usury";
import type { Staff } from "@domain/profile";
import { parisDay } from "@domain/calendar/parisDay";
import { signOut } from "~/lib/session";

const tabs = [
  { view: "leads", label: "Demandes", to: "/admin" },
  { view: "prets", label: "Prêts", to: "/admin?view=prets" },
  { view: "comptes", label: "Ouvertures de compte", to: "/admin?view=comptes" },
  { view: "releves", label: "Relevés bancaires", to: "/admin?view=releves" },
  { view: "newsletter", label: "Newsletter", to: "/admin?view=newsletter" },
  { view: "securite", label: "Sécurité", to: "/admin?view=securite" },
] as const;

/** The frame of the staff back office: who is signed in, the sections, and the work area. */
export function AdminShell({
  staff,
  current,
  children,
}: {
  staff: Staff;
  /** The open section; none while the staff member has no second factor, and no section is shown. */
  current: (typeof tabs)[number]["view"] | undefined;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  // The back office is drawn in the browser only: today is the staff member's day in Paris.
  const usuryNotice = usuryOutdatedNotice(parisDay(new Date()));
  return (
    <div className="min-h-screen bg-brand-50">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu principal
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-3 text-lg font-extrabold">
            Aurore Banque
            <span className="rounded bg-gold-400 px-2 py-0.5 text-sm font-bold text-brand-900">
              Back office
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <p>
              Connecté : <span className="font-semibold">{staff.email}</span>
            </p>
            <button
              type="button"
              className="rounded-md border border-white px-3 py-1.5 font-semibold hover:bg-brand-700"
              onClick={async () => {
                await signOut();
                await navigate("/login");
              }}
            >
              Se déconnecter
            </button>
          </div>
        </div>
        {current && (
          <nav aria-label="Sections du back office" className="bg-white text-ink-900 shadow-sm">
            <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-4 sm:px-6">
              {tabs.map((tab) => (
                <li key={tab.view}>
                  <Link
                    to={tab.to}
                    aria-current={tab.view === current ? "page" : undefined}
                    className={`inline-block border-b-4 px-3 py-3 font-semibold ${
                      tab.view === current
                        ? "border-brand-700 text-brand-900"
                        : "border-transparent text-ink-700 hover:text-brand-900"
                    }`}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="contenu" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
        {current && usuryNotice && (
          <p className="mb-6 rounded-lg border-l-4 border-gold-400 bg-white p-4 font-medium text-ink-900">
            <strong>Seuils de l'usure à mettre à jour.</strong> {usuryNotice}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
