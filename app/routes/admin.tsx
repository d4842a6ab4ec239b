import {
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { AdminShell } from "~/features/admin/AdminShell";
import { changeStatus, loadLeads, loadSubscribers, requireStaff } from "~/features/admin/adminApi";
import { LeadsPanel } from "~/features/admin/LeadsPanel";
import { SubscribersPanel } from "~/features/admin/SubscribersPanel";

export const meta = () => [
  { title: "Back office | Aurore Banque" },
  { name: "robots", content: "noindex" },
];

/** Staff only; the URL holds the tab, the filters, the page and the open request. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const staff = await requireStaff();
  const params = new URL(request.url).searchParams;
  const content =
    params.get("view") === "newsletter" ? await loadSubscribers(params) : await loadLeads(params);
  return { staff, content };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return changeStatus(await request.formData());
}

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function Admin() {
  const { staff, content } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell staff={staff} current={content.view}>
      {content.view === "leads" ? (
        <LeadsPanel content={content} />
      ) : (
        <SubscribersPanel content={content} />
      )}
    </AdminShell>
  );
}
