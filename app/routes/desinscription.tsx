import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";

export const meta = () => [
  { title: "Désinscription de la newsletter | Aurore Banque" },
  { name: "robots", content: "noindex" },
];

/** Where the newsletter's unsubscribe link lands, once the server has handled the token. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { done: new URL(request.url).searchParams.get("statut") === "ok" };
}

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function Desinscription() {
  const { done } = useLoaderData<typeof clientLoader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">
        {done ? "Vous êtes désinscrit" : "Lien de désinscription invalide"}
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        {done
          ? "Vous ne recevrez plus la newsletter d'Aurore Banque. Vous pouvez vous réinscrire à tout moment depuis notre site."
          : "Ce lien de désinscription n'est pas valide. Utilisez le lien le plus récent reçu par email, ou écrivez-nous à contact@aurore-banque.example."}
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Retour à l'accueil
      </Link>
    </div>
  );
}
