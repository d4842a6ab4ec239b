import { siteText } from "~/content/site.i18n";
import { Link } from "~/i18n/Link";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

export const loader = pageTextLoader("/404");

const meta404 = localizedMeta("/404");

export const meta = (args: Parameters<typeof meta404>[0]) => [
  ...meta404(args).filter((tag) => !("rel" in tag)),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { navMenus, notFoundText } = siteText.use();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="font-semibold text-accent-700">{notFoundText.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold">{notFoundText.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{notFoundText.body}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {notFoundText.home}
      </Link>
      <div className="mt-12 grid gap-8 sm:grid-cols-3">
        {navMenus.map((menu) => (
          <div key={menu.id}>
            <h2 className="text-lg font-semibold">{menu.label}</h2>
            <ul className="mt-2 grid gap-1">
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
