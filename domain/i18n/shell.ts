import type { Locale } from "./locales";

interface ShellText {
  /** Read by screen readers while a client-rendered page loads. */
  loading: string;
  errorTitle: string;
  pageNotFound: string;
  pageFailed: string;
  home: string;
}

/**
 * The frame's few words drawn before any page text can load (the wait of a client-rendered page,
 * an error): all four languages here, since nothing may be awaited there. The build writes the
 * client-rendered pages' shell in each language from these (scripts/postbuild.ts).
 */
export const shellText: Record<Locale, ShellText> = {
  fr: {
    loading: "Chargement en cours…",
    errorTitle: "Une erreur est survenue",
    pageNotFound: "La page demandée est introuvable.",
    pageFailed:
      "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans quelques instants.",
    home: "Retour à l'accueil",
  },
  en: {
    loading: "Loading…",
    errorTitle: "Something went wrong",
    pageNotFound: "We cannot find the page you asked for.",
    pageFailed: "We could not display this page. Please try again in a few moments.",
    home: "Back to the home page",
  },
  es: {
    loading: "Cargando…",
    errorTitle: "Se ha producido un error",
    pageNotFound: "No encontramos la página solicitada.",
    pageFailed:
      "No hemos podido mostrar esta página. Vuelva a intentarlo dentro de unos instantes.",
    home: "Volver a la página de inicio",
  },
  de: {
    loading: "Wird geladen…",
    errorTitle: "Es ist ein Fehler aufgetreten",
    pageNotFound: "Die angeforderte Seite wurde nicht gefunden.",
    pageFailed:
      "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es in einigen Augenblicken erneut.",
    home: "Zur Startseite",
  },
};
