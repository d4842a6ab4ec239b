import { Link } from "react-router";
import { navMenus } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta({
    title: "Page introuvable",
    description: "La page que vous cherchez n'existe pas ou a été déplacée.",
    path: "/404",
  }).filter((tag) => !("rel" in tag)),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="font-semibold text-accent-700">Erreur 404</p>
      <h1 className="mt-2 text-4xl font-extrabold">Page introuvable</h1>
      <p className="mt-4 text-lg text-ink-700">
        La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse saisie ou
        poursuivez votre visite depuis l'une des rubriques ci-dessous.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Retour à l'accueil
      </Link>
      <div className="mt-12 grid gap-8 sm:grid-cols-3">
        {navMenus.map((menu) => (
          <div key={menu.id}>
            <h2 className="text-lg font-semibold">{menu.label}</h2>
            <ul className="mt-2 space-y-1">
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
