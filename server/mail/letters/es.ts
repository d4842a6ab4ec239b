import { bank } from "../../../domain/bank";
import { phoneIn } from "../../../domain/phone";
import type { Outcome } from "../../../domain/credit/solvencyAssessment";
import { formatLongDate } from "../../../domain/dates";
import type * as french from "./fr";
import type { RequestedDocument } from "./fr";

/** The customer service line, as the reader dials it from abroad. */
const phone = phoneIn(bank.phones.customerService, "es");

const hello = (firstName: string | null) => (firstName ? `Estimado/a ${firstName}:` : "Hola:");

const notYou = `Si no ha realizado usted esta operación, llame cuanto antes a nuestro servicio de atención al cliente al ${phone}.`;

const dateTime = (date: Date) =>
  `${new Intl.DateTimeFormat("es-ES", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(date)} (hora de París)`;

const seeApplication = (url: string) => ({ label: "Ver mi solicitud", url });

const outcomes: Record<Outcome, string> = {
  favorable: "favorable",
  a_etudier: "pendiente de estudio",
  defavorable: "desfavorable",
};

const documentNames = ({ product, code }: RequestedDocument): string =>
  ({
    identity: "un documento de identidad en vigor",
    proofOfAddress: "un justificante de domicilio de menos de 3 meses",
    payslips: "sus 3 últimas nóminas",
    quoteOrInvoice:
      product === "pretTravaux"
        ? "los presupuestos detallados de las obras"
        : "la factura o el presupuesto del vehículo",
    taxNotice: "su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
  })[code];

export const frame: typeof french.frame = {
  team: `El equipo de ${bank.name}`,
  contact: `${bank.legalName}, ${bank.address}, Francia. Atención al cliente: ${phone}, de lunes a viernes, de 9:00 a 18:00 (hora de París).`,
  buttonFallback: "Si el botón no funciona, copie este enlace en su navegador:",
  colon: ":",
};

export const letters: typeof french.letters = {
  emailVerification: (firstName, url) => ({
    subject: "Confirme su dirección de correo electrónico",
    greeting: hello(firstName),
    lines: [
      "Le damos la bienvenida a Aurore Banque. Para confirmar que esta dirección es suya, abra el enlace que figura a continuación. Es válido durante 48 horas.",
    ],
    action: { label: "Confirmar mi dirección de correo", url },
    after: ["Si no ha abierto una cuenta en Aurore Banque, ignore este mensaje."],
  }),

  passwordReset: (firstName, url) => ({
    subject: "Restablecimiento de su contraseña",
    greeting: hello(firstName),
    lines: [
      "Ha solicitado elegir una nueva contraseña para su área de cliente. Este enlace es válido durante 30 minutos y solo puede utilizarse una vez.",
    ],
    action: { label: "Elegir una nueva contraseña", url },
    after: [
      "Si no ha solicitado nada, ignore este mensaje: su contraseña actual sigue siendo válida.",
    ],
  }),

  passwordChanged: (firstName, at, forgotUrl) => ({
    subject: "Su contraseña se ha modificado",
    greeting: hello(firstName),
    lines: [
      `La contraseña de su área de cliente se modificó el ${dateTime(at)}. Por su seguridad, se han cerrado todas sus sesiones abiertas.`,
      notYou,
    ],
    action: { label: "Restablecer mi contraseña", url: forgotUrl },
  }),

  twoFactorEnabled: (firstName, at) => ({
    subject: "Verificación en dos pasos activada",
    greeting: hello(firstName),
    lines: [
      `La verificación en dos pasos se activó en su área de cliente el ${dateTime(at)}. A partir de ahora, cada vez que inicie sesión se le pedirá un código de su aplicación de autenticación.`,
      notYou,
    ],
  }),

  twoFactorDisabled: (firstName, at) => ({
    subject: "Verificación en dos pasos desactivada",
    greeting: hello(firstName),
    lines: [
      `La verificación en dos pasos se desactivó en su área de cliente el ${dateTime(at)}. A partir de ahora, basta con su contraseña para iniciar sesión.`,
      notYou,
    ],
  }),

  newsletterConfirmation: (url) => ({
    subject: "Confirme su suscripción a la newsletter",
    greeting: "Hola:",
    lines: [
      "Ha solicitado recibir la newsletter de Aurore Banque. Para confirmar que esta dirección es suya, abra el enlace que figura a continuación. Es válido durante 48 horas y solo puede utilizarse una vez.",
    ],
    action: { label: "Confirmar mi suscripción", url },
    after: ["Si no ha solicitado nada, ignore este mensaje: no quedará suscrito."],
  }),

  newsletterWelcome: (unsubscribeUrl) => ({
    subject: "Bienvenido/a a la newsletter de Aurore Banque",
    greeting: "Hola:",
    lines: [
      "Su suscripción a la newsletter de Aurore Banque está confirmada: cada mes recibirá nuestros consejos y nuestras nuevas ofertas.",
      "Puede darse de baja en cualquier momento, con un solo clic, mediante el enlace que incluye cada uno de nuestros mensajes.",
    ],
    action: { label: "Darme de baja", url: unsubscribeUrl },
  }),

  applicationReceived: (firstName, outcome, url) => ({
    subject: "Hemos recibido su solicitud de préstamo",
    greeting: hello(firstName),
    lines: [
      "Hemos recibido la información de su solicitud de préstamo.",
      `Nuestra respuesta orientativa es: ${outcomes[outcome]}. No constituye una oferta de crédito y está sujeta al estudio completo de su expediente.`,
      outcome === "defavorable"
        ? "Tal como está formulada, su solicitud no puede recibir una respuesta favorable. Su solicitud online le indica, cuando lo hay, un importe o un plazo que podría recibirla."
        : "Siguiente paso: envíenos sus justificantes desde su solicitud para que podamos estudiarla.",
    ],
    action: seeApplication(url),
  }),

  documentRequested: (firstName, document, note, url) => ({
    subject: "Se necesita un justificante para su solicitud de préstamo",
    greeting: hello(firstName),
    lines: [
      `Para continuar con el estudio de su solicitud de préstamo, su asesor necesita ${documentNames(document)}.`,
      `Su mensaje (en francés): «${note}»`,
      "Añádalo desde su solicitud y vuelva a enviarla.",
    ],
    action: seeApplication(url),
  }),

  applicationAccepted: (firstName, offerValidUntil, url, contractAttached) => ({
    subject: "Su solicitud de préstamo ya tiene respuesta",
    greeting: hello(firstName),
    lines: [
      "Tras estudiar su expediente, nos complace aceptar su solicitud de préstamo.",
      `Su oferta de préstamo le espera en su solicitud. Es válida hasta el ${formatLongDate(offerValidUntil, "es")} inclusive: léala y, si le conviene, acéptela en línea antes de esa fecha.`,
      contractAttached
        ? "La oferta de contrato de crédito, con su cuadro de amortización y su formulario de desistimiento, va adjunta a este mensaje en PDF (en francés); también puede descargarla desde su solicitud y en «Mis documentos» de su área de cliente. Guárdela: es el documento que firmará."
        : "Allí puede descargar en PDF (en francés) la oferta de contrato de crédito, con su cuadro de amortización y su formulario de desistimiento: guárdela, es el documento que firmará. No va adjunta a este mensaje porque su dirección de correo electrónico aún no está confirmada.",
    ],
    action: { label: "Ver mi oferta", url },
  }),

  applicationRefused: (firstName, reason, url) => ({
    subject: "Su solicitud de préstamo ya tiene respuesta",
    greeting: hello(firstName),
    lines: [
      "Tras estudiar su expediente, lamentamos no poder dar una respuesta favorable a su solicitud de préstamo.",
      `Motivo (en francés): ${reason}`,
      `Si desea comentarlo con un asesor, llame a nuestro servicio de atención al cliente al ${phone}, de lunes a viernes, de 9:00 a 18:00 (hora de París).`,
    ],
    action: seeApplication(url),
  }),

  offerAccepted: (firstName, at, dates, url) => ({
    subject: "Ha aceptado su oferta de préstamo",
    greeting: hello(firstName),
    lines: [
      `Aceptó su oferta de préstamo el ${dateTime(at)}.`,
      `Puede desistir sin necesidad de justificarse hasta el ${formatLongDate(dates.withdrawalEndsOn, "es")} inclusive, desde su solicitud, con el botón «Desistir».`,
      `Los fondos podrán abonarse como pronto el ${formatLongDate(dates.fundsReleaseOn, "es")}.`,
      notYou,
    ],
    action: seeApplication(url),
  }),

  withdrawalConfirmed: (firstName, at, url) => ({
    subject: "Su desistimiento ha quedado registrado",
    greeting: hello(firstName),
    lines: [
      `Su desistimiento quedó registrado el ${dateTime(at)}: su contrato de préstamo se extingue, sin ningún coste para usted.`,
      "Si ya se le han abonado los fondos, reembolse el capital y los intereses devengados desde su abono en un plazo máximo de 30 días a partir de su desistimiento.",
      notYou,
    ],
    action: seeApplication(url),
  }),
};
