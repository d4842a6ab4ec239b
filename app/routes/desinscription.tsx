import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { Link } from "~/i18n/Link";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { privatePageMeta } from "~/lib/privatePageMeta";

preloadTexts(mailLinksText);

export const meta = privatePageMeta("desinscription");

/** Where the newsletter's unsubscribe link lands, once the server has handled the token. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await loadTexts(request, mailLinksText);
  return { done: new URL(request.url).searchParams.get("statut") === "ok" };
}

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function Desinscription() {
  const { done } = useLoaderData<typeof clientLoader>();
  const { unsubscribePage: text } = mailLinksText.use();
  const { heading, text: explanation } = done ? text.done : text.invalid;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">{heading}</h1>
      <p className="mt-4 text-lg text-ink-700">{explanation}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {text.home}
      </Link>
    </div>
  );
}
