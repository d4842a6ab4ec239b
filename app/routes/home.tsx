import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { ContactsBlock } from "~/components/ui/ContactsBlock";
import { CreditNotice } from "~/components/ui/CreditNotice";
import { LinkCardGrid } from "~/components/ui/LinkCardGrid";
import { NewsletterBox } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import { homeText } from "~/content/home.i18n";
import { Link } from "~/i18n/Link";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { commonText } from "~/content/common.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(homeText, commonText, creditMentionsText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/");

export const meta = localizedMeta("/");

function StoreBadges() {
  const { storeBadges } = homeText.use();
  return (
    <ul className="flex flex-wrap gap-4">
      {storeBadges.map((badge) => (
        <li key={badge.platform}>
          <Link to={badge.to} className="btn bg-ink-900 text-white hover:bg-brand-900">
            <svg aria-hidden="true" width="20" height="28" viewBox="0 0 20 28">
              <rect
                x="1.5"
                y="1.5"
                width="17"
                height="25"
                rx="3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                d="M10 7v10m-4-4 4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {badge.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function VirtualCardIllustration() {
  const { homeSections } = homeText.use();
  return (
    <svg
      aria-hidden="true"
      width="320"
      height="200"
      viewBox="0 0 320 200"
      className="mx-auto h-auto w-full max-w-xs"
    >
      <defs>
        <linearGradient id="carte-virtuelle" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f4e8c" />
          <stop offset="1" stopColor="#0b2545" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="18" fill="url(#carte-virtuelle)" />
      <text x="28" y="44" fill="#fff" fontSize="16" fontWeight="700" letterSpacing="2">
        AURORE BANQUE
      </text>
      <rect x="28" y="72" width="44" height="34" rx="6" fill="#f5b841" />
      <path
        d="M92 80a12 12 0 0 1 0 18m8-26a22 22 0 0 1 0 34"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text x="28" y="152" fill="#d9e6f5" fontSize="18" letterSpacing="3">
        •••• •••• •••• 2018
      </text>
      <text x="28" y="180" fill="#5eead4" fontSize="12" fontWeight="700" letterSpacing="1">
        {homeSections.cardLabel}
      </text>
    </svg>
  );
}

export default function Home() {
  const {
    aboutStats,
    bankingServices,
    creditClaims,
    creditRequest,
    foundedYear,
    homeHero,
    homeSections,
    loans,
    mobileApp,
    virtualCard,
  } = homeText.use();
  return (
    <>
      <PageHero hero={homeHero} />
      <PageContainer>
        <Section title={mobileApp.title} intro={mobileApp.intro}>
          <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <CheckList items={mobileApp.features} />
            <div>
              <StoreBadges />
              <p className="mt-4 text-ink-700">{mobileApp.note}</p>
            </div>
          </div>
        </Section>
        <Section title={virtualCard.title} intro={virtualCard.intro} muted>
          <div className="grid gap-8 md:grid-cols-2 md:items-center">
            <CheckList items={virtualCard.features} />
            <VirtualCardIllustration />
          </div>
        </Section>
        <Section title={homeSections.services}>
          <LinkCardGrid cards={bankingServices} />
        </Section>
        <Section title={homeSections.loans.title} intro={homeSections.loans.intro}>
          <LinkCardGrid cards={loans} columns={4} />
          <Link to={creditRequest.to} className="btn btn-primary mt-8">
            {creditRequest.label}
          </Link>
        </Section>
        <CreditNotice product="pretPersonnel" />
        <Section title={homeSections.creditClaims}>
          <CardGrid cards={creditClaims} columns={4} />
        </Section>
        <Section title={homeSections.figures.title} intro={homeSections.figures.intro(foundedYear)}>
          <StatGrid stats={aboutStats} />
          <Link to="/apropos" className="link mt-6 inline-block font-semibold">
            {homeSections.figures.story}
          </Link>
        </Section>
        <NewsletterBox />
        <ContactsBlock />
      </PageContainer>
    </>
  );
}
