import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import { bank, shareCapitalIn } from "@domain/bank";
import { formsContentIn } from "./forms";

export interface NavLink {
  to: string;
  label: string;
}

export interface NavMenu {
  id: "entreprise" | "personnel" | "credit";
  label: string;
  links: NavLink[];
}

/** The shared frame's texts in one language, from the `site` catalogs (app/content/catalogs/site/<language>.po). */
export function siteContentIn(t: Translate, locale: Locale) {
  const navMenus: NavMenu[] = [
    {
      id: "entreprise",
      label: t("navMenus.0.label"),
      links: [
        {
          to: "/comptesEntreprise",
          label: t("navMenus.0.links.0.label"),
        },
        {
          to: "/investissement",
          label: t("navMenus.0.links.1.label"),
        },
        {
          to: "/paiements",
          label: t("navMenus.0.links.2.label"),
        },
        {
          to: "/banqueAffaire",
          label: t("navMenus.0.links.3.label"),
        },
      ],
    },
    {
      id: "personnel",
      label: t("navMenus.1.label"),
      links: [
        {
          to: "/epargne",
          label: t("navMenus.1.links.0.label"),
        },
        {
          to: "/compteCourant",
          label: t("navMenus.1.links.1.label"),
        },
        {
          to: "/assurance",
          label: t("navMenus.1.links.2.label"),
        },
        {
          to: "/banquePrive",
          label: t("navMenus.1.links.3.label"),
        },
      ],
    },
    {
      id: "credit",
      label: t("navMenus.2.label"),
      links: [
        {
          to: "/pretPersonnel",
          label: t("navMenus.2.links.0.label"),
        },
        {
          to: "/pretVoyage",
          label: t("navMenus.2.links.1.label"),
        },
        {
          to: "/pretAuto",
          label: t("navMenus.2.links.2.label"),
        },
        {
          to: "/pretTravaux",
          label: t("navMenus.2.links.3.label"),
        },
      ],
    },
  ];

  const footerLinks: NavLink[] = [
    {
      to: "/apropos",
      label: t("footerLinks.0.label"),
    },
    {
      to: "/termes",
      label: t("footerLinks.1.label"),
    },
    {
      to: "/politiquesConfidentialite",
      label: t("footerLinks.2.label"),
    },
    {
      to: "/avertissements",
      label: t("footerLinks.3.label"),
    },
    {
      to: "/accessibilite",
      label: t("footerLinks.4.label"),
    },
  ];

  /** The frame every page shares: header, skip link, footer, account links, language picker. */
  const layoutText = {
    skipLink: t("layoutText.skipLink"),
    homeLink: t("layoutText.homeLink", { bankName: bank.name }),
    menuButton: t("layoutText.menuButton"),
    mainNav: t("layoutText.mainNav"),
    footerNav: (menu: string) => t("layoutText.footerNav", { menu }),
    legalNav: t("layoutText.legalNav"),
    tagline: t("layoutText.tagline"),
    phoneHours: t("layoutText.phoneHours"),
    legalLine: (year: number) =>
      t("layoutText.legalLine", {
        year,
        bankLegalName: bank.legalName,
        shareCapital: shareCapitalIn(locale),
        bankRcs: bank.rcs,
        bankOrias: bank.orias,
      }),
    signIn: t("layoutText.signIn"),
    signUp: t("layoutText.signUp"),
    mySpace: t("layoutText.mySpace"),
    signOut: t("layoutText.signOut"),
    languagePicker: t("layoutText.languagePicker"),
    /** Said to a visitor whose browser prefers another of the site's languages, on their first visit. */
    languageSuggestion: t("layoutText.languageSuggestion"),
    languageSuggestionLink: t("layoutText.languageSuggestionLink"),
    languageSuggestionDismiss: t("layoutText.languageSuggestionDismiss"),
  };

  /** The 404 page, served for every unknown address in its language. */
  const notFoundText = {
    title: t("notFoundText.title"),
    eyebrow: t("notFoundText.eyebrow"),
    body: t("notFoundText.body"),
    home: t("notFoundText.home"),
  };

  return { navMenus, footerLinks, layoutText, notFoundText, ...formsContentIn(t) };
}

export type SiteContent = ReturnType<typeof siteContentIn>;
