import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { accountText } from "~/content/account.i18n";
import { preloadTexts } from "~/i18n/localized";
import { IdleWarning } from "~/features/account/IdleWarning";
import { SecuritySection } from "~/features/account/SecuritySection";
import { AdminShell } from "~/features/admin/AdminShell";
import {
  loadApplications,
  loadLeads,
  loadSubscribers,
  requireStaff,
} from "~/features/admin/adminApi";
import { ApplicationsPanel } from "~/features/admin/ApplicationsPanel";
import { loadOpenings, loadStatements } from "~/features/admin/openingAdminApi";
import { OpeningsPanel } from "~/features/admin/OpeningsPanel";
import { StatementsPanel } from "~/features/admin/StatementsPanel";
import { LeadsPanel } from "~/features/admin/LeadsPanel";
import { SubscribersPanel } from "~/features/admin/SubscribersPanel";

// The security section and the idle warning are the client area's, with its texts.
preloadTexts(accountText);

export const meta = () => [
  { title: "Back office | Aurore Banque" },
  { name: "robots", content: "noindex" },
];

/** Staff only; the URL holds the tab, the filters, the page and the open request. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const staff = await requireStaff();
  // The API refuses the data to a session without a second factor: lead the way to enrolment.
  if (!staff.secondFactor) return { staff, content: { view: "enrolment" as const } };
  const params = new URL(request.url).searchParams;
  const view = params.get("view");
  // The security section reads its own data, and reloads it after each change.
  const content =
    view === "securite"
      ? { view: "securite" as const }
      : view === "newsletter"
        ? await loadSubscribers(params)
        : view === "prets"
          ? await loadApplications(params)
          : view === "comptes"
            ? await loadOpenings(params)
            : view === "releves"
              ? await loadStatements(params)
              : await loadLeads(params);
  return { staff, content };
}

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function Admin() {
  const { staff, content } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell staff={staff} current={content.view === "enrolment" ? undefined : content.view}>
      {content.view === "enrolment" && (
        <>
          <h1 className="text-3xl font-extrabold">Protégez votre accès au back office</h1>
          <p className="mt-2 max-w-3xl text-ink-700">
            Le back office donne accès aux données personnelles des prospects : un mot de passe seul
            ne suffit pas. Activez la double authentification ci-dessous, puis ouvrez le back
            office.
          </p>
          <SecuritySection />
          <Link to="/admin" className="btn btn-primary mt-8">
            Ouvrir le back office
          </Link>
        </>
      )}
      {content.view === "leads" && <LeadsPanel content={content} />}
      {content.view === "prets" && <ApplicationsPanel content={content} />}
      {content.view === "comptes" && <OpeningsPanel content={content} staffEmail={staff.email} />}
      {content.view === "releves" && <StatementsPanel content={content} />}
      {content.view === "newsletter" && <SubscribersPanel content={content} />}
      {content.view === "securite" && (
        <>
          <h1 className="text-3xl font-extrabold">Sécurité de votre compte</h1>
          <p className="mt-2 text-ink-700">
            Le back office donne accès aux données des prospects : protégez votre compte par la
            double authentification.
          </p>
          <SecuritySection />
        </>
      )}
      <IdleWarning />
    </AdminShell>
  );
}
