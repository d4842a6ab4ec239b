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
  loginPasswordRequired: "Indique su contraseña",
  loginFailed: "Correo electrónico o contraseña incorrectos",
  loginExpired:
    "El tiempo para completar el acceso ha expirado. Introduzca de nuevo su correo electrónico y su contraseña.",
  codeRequired: "Introduzca el código que muestra su aplicación",
  codeFormat: "El código debe tener 6 dígitos",
  secondFactorRequired: "Introduzca el código de 6 dígitos o un código de recuperación",
  codeWrong: "Este código es incorrecto o ya se ha utilizado",
  passkeyRefused:
    "No hemos podido verificar esta llave de acceso. Vuelva a intentarlo o acceda con su correo electrónico y su contraseña.",
  passkeyCancelled:
    "Se ha cancelado la operación o se ha agotado el tiempo de espera. Puede volver a intentarlo.",
  passkeyUnsupported: "Este navegador no permite utilizar llaves de acceso.",
  lastNameRequired: "Indique sus apellidos",
  firstNameRequired: "Indique su nombre",
  nameTooLong: "Este campo admite como máximo 100 caracteres",
  birthDateRequired: "Indique su fecha de nacimiento",
  birthDateInvalid: "La fecha de nacimiento no es válida",
  underage: "Debe ser mayor de 18 años para abrir una cuenta",
  genderRequired: "Seleccione su sexo",
  whatsappRequired: "Indique su número de WhatsApp",
  whatsappInvalid: "El número de WhatsApp no es válido",
  countryRequired: "Seleccione su país",
  currencyRequired: "Seleccione su divisa",
  accountTypeInvalid: "El tipo de cuenta no es válido",
  termsRequired: "Debe aceptar las condiciones para continuar",
  newsletterChoiceInvalid: "Su preferencia sobre la newsletter no es válida",
  emailTaken: "Ya existe una cuenta con esta dirección de correo electrónico",
  passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
  passwordTooLong: "La contraseña admite como máximo 128 caracteres",
  passwordCharacters: "La contraseña debe incluir mayúsculas, minúsculas y cifras",
  passwordCommon: "Esta contraseña es demasiado habitual",
  passwordPersonal:
    "La contraseña no debe contener su nombre ni su dirección de correo electrónico",
  confirmPasswordRequired: "Confirme su contraseña",
  passwordMismatch: "Las contraseñas no coinciden",
  fieldRequired: "Rellene este campo",
  optionRequired: "Elija una opción",
  phoneInvalid: "El número de teléfono no es válido",
  wholeEurosRequired: "Indique un importe en euros, sin decimales",
  shortTextTooLong: "Este campo admite como máximo 120 caracteres",
  longTextTooLong: "Este campo admite como máximo 2000 caracteres",
  leadSent:
    "Gracias, hemos recibido su solicitud. Un asesor le responderá en un plazo de 48 horas laborables.",
  forgotPasswordAnswer:
    "Si esta dirección está asociada a una cuenta, recibirá un correo electrónico con un enlace para elegir una nueva contraseña. El enlace es válido durante 30 minutos.",
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
