import type { Locale } from "./locales";

interface ShellText {
  /** Read by screen readers while a client-rendered page loads. */
  loading: string;
  errorTitle: string;
  pageNotFound: string;
  pageFailed: string;
  /** A form sent to a page that takes none (an old page kept open, a link shared with its form). */
  formNotHere: string;
  backToPage: string;
  home: string;
  /** Shown instead of the wait when the page's scripts are off or could not load. */
  scriptsMissing: string;
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
    formNotHere:
      "Cette page ne reçoit pas de formulaire : rien de ce que vous avez envoyé n'a été enregistré.",
    backToPage: "Revenir à la page",
    home: "Retour à l'accueil",
    scriptsMissing:
      "Cette page s'affiche avec JavaScript, qui est désactivé ou n'a pas pu se charger. Rechargez la page ou activez JavaScript dans votre navigateur ; le reste du site se lit sans.",
  },
  en: {
    loading: "Loading…",
    errorTitle: "Something went wrong",
    pageNotFound: "We cannot find the page you asked for.",
    pageFailed: "We could not display this page. Please try again in a few moments.",
    formNotHere: "This page does not take a form: nothing you sent has been saved.",
    backToPage: "Back to the page",
    home: "Back to the home page",
    scriptsMissing:
      "This page needs JavaScript, which is turned off or could not load. Reload the page or turn JavaScript on in your browser; the rest of the site reads without it.",
  },
  es: {
    loading: "Cargando…",
    errorTitle: "Se ha producido un error",
    pageNotFound: "No encontramos la página solicitada.",
    pageFailed:
      "No hemos podido mostrar esta página. Vuelva a intentarlo dentro de unos instantes.",
    formNotHere: "Esta página no recibe formularios: no se ha guardado nada de lo que ha enviado.",
    backToPage: "Volver a la página",
    home: "Volver a la página de inicio",
    scriptsMissing:
      "Esta página necesita JavaScript, que está desactivado o no ha podido cargarse. Vuelva a cargar la página o active JavaScript en su navegador; el resto del sitio se lee sin él.",
  },
  de: {
    loading: "Wird geladen…",
    errorTitle: "Es ist ein Fehler aufgetreten",
    pageNotFound: "Die angeforderte Seite wurde nicht gefunden.",
    pageFailed:
      "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es in einigen Augenblicken erneut.",
    formNotHere:
      "Diese Seite nimmt kein Formular entgegen: Nichts von dem, was Sie gesendet haben, wurde gespeichert.",
    backToPage: "Zurück zur Seite",
    home: "Zur Startseite",
    scriptsMissing:
      "Diese Seite benötigt JavaScript, das deaktiviert ist oder nicht geladen werden konnte. Laden Sie die Seite neu oder aktivieren Sie JavaScript in Ihrem Browser; der Rest der Website ist auch ohne lesbar.",
  },
};
