import { bank } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";
import { useLocale } from "~/i18n/locale";
import { siteText } from "~/content/site.i18n";
import { Link } from "~/i18n/Link";
import { Logo } from "./Logo";

export function Footer() {
  const locale = useLocale();
  const { footerLinks, navMenus, layoutText } = siteText.use();
  return (
    <footer className="mt-24 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <span className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo />
          </span>
          <p className="mt-4 max-w-sm">{layoutText.tagline}</p>
          <address className="mt-4 not-italic">
            {bank.address}
            <br />
            <a
              className="underline underline-offset-2"
              href={phoneHref(bank.phones.customerService)}
            >
              {phoneIn(bank.phones.customerService, locale)}
            </a>{" "}
            ({layoutText.phoneHours})
            <br />
            <a className="underline underline-offset-2" href={`mailto:${bank.email}`}>
              {bank.email}
            </a>
          </address>
        </div>
        {navMenus.map((menu) => (
          <nav key={menu.id} aria-label={layoutText.footerNav(menu.label)}>
            <h2 className="text-base font-semibold text-white">{menu.label}</h2>
            <ul className="mt-3 grid gap-2">
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label={layoutText.legalNav}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="underline-offset-2 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{layoutText.legalLine(__BUILD_YEAR__)}</p>
        </div>
      </div>
    </footer>
  );
}
