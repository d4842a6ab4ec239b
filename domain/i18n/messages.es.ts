import type { MessageCatalog } from "./messages";

export const messages: MessageCatalog = {
  emailRequired: "Indique su correo electrónico",
  emailInvalid: "El correo electrónico no es válido",
  newsletterRequested:
    "¡Gracias! Si esta dirección aún no está suscrita, recibirá un correo con un enlace para confirmar su suscripción.",
  newsletterConfirmed:
    "Su suscripción está confirmada: recibirá cada mes la newsletter de Aurore Banque.",
  newsletterInvalidLink:
    "Este enlace de confirmación ya no es válido: ya se ha utilizado o ha caducado. Si aún no está suscrito, vuelva a suscribirse desde nuestra web.",
  newsletterAddressUnproven:
    "Esta dirección se había dado de baja de la newsletter: confirme primero su correo electrónico con el enlace recibido al abrir su cuenta y vuelva a marcar la casilla.",
  unavailable:
    "El servicio no está disponible en este momento. Vuelva a intentarlo dentro de unos instantes.",
  notFound: "Esta dirección no existe.",
  invalidJson: "El contenido enviado no es un JSON válido.",
  emptyJson: "El contenido enviado está vacío.",
  bodyTooLarge: "El contenido enviado es demasiado grande (100 KB como máximo).",
  unsupportedMediaType: "Este formato de contenido no se admite.",
  invalidLength: "El tamaño indicado del contenido es incorrecto.",
  badUrl: "Esta dirección no es válida.",
  networkError:
    "No podemos conectar con Aurore Banque. Compruebe su conexión a internet y vuelva a intentarlo.",
  unexpected: "Se ha producido un error inesperado. Vuelva a intentarlo dentro de unos instantes.",
};
