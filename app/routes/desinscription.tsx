import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { unsubscribePage as copy } from "~/content/newsletter";

export const meta = () => [{ title: copy.title }, { name: "robots", content: "noindex" }];

/** Where the newsletter's unsubscribe link lands, once the server has handled the token. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { done: new URL(request.url).searchParams.get("statut") === "ok" };
}

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function Desinscription() {
  const { done } = useLoaderData<typeof clientLoader>();
  const { heading, text } = done ? copy.done : copy.invalid;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">{heading}</h1>
      <p className="mt-4 text-lg text-ink-700">{text}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {copy.home}
      </Link>
    </div>
  );
}
