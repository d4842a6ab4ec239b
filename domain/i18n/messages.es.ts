import type { TranslatedCatalog } from "./messages";

export const messages: TranslatedCatalog = {
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
  rememberMeInvalid: "La casilla « Recordarme » no es válida",
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
  fieldInvalid: "Este valor no es válido.",
  formInvalid: "Los datos enviados no son válidos.",
  forbiddenOrigin: "Esta solicitud procede de otro sitio web y ha sido rechazada.",
  headersTooLarge: "La dirección o las cabeceras de la solicitud son demasiado largas.",
  requestTimeout: "La solicitud ha tardado demasiado en llegar. Vuelva a intentarlo.",
  badRequest: "La solicitud no es válida.",
  invalidCharacters: "El contenido enviado contiene caracteres no permitidos.",
  customersOnly: "Esta página está reservada a los clientes.",
  unknownForm: "Este formulario no existe.",
  badUrl: "Esta dirección no es válida.",
  networkError:
    "No podemos conectar con Aurore Banque. Compruebe su conexión a internet y vuelva a intentarlo.",
  unexpected: "Se ha producido un error inesperado. Vuelva a intentarlo dentro de unos instantes.",
  // Account links and e-mails.
  linkMissing:
    "Este enlace de restablecimiento está incompleto. Abra el enlace que ha recibido por correo electrónico.",
  resetLinkUsed:
    "Este enlace ya se ha utilizado. Para elegir otra contraseña, haga una nueva solicitud.",
  resetLinkExpired:
    "Este enlace ha caducado: solo es válido durante 30 minutos. Solicite de nuevo el restablecimiento de su contraseña.",
  resetLinkUnknown:
    "Este enlace no es válido. Compruebe que ha copiado la dirección completa o haga una nueva solicitud.",
  passwordResetDone: "Su contraseña se ha modificado. Ya puede iniciar sesión.",
  verificationLinkUsed:
    "Este enlace ya se ha utilizado: su dirección de correo electrónico ya está confirmada.",
  verificationLinkExpired:
    "Este enlace ha caducado. Inicie sesión en su área de cliente para recibir un nuevo correo de verificación.",
  verificationLinkUnknown:
    "Este enlace no es válido. Compruebe que ha copiado la dirección completa del correo electrónico recibido.",
  emailVerified: "¡Gracias! Su dirección de correo electrónico está confirmada.",
  // Limits on requests and attempts, worded by the server only.
  tooManyRequests:
    "Se han enviado demasiadas solicitudes desde su conexión. Vuelva a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyAttempts:
    "Demasiados intentos. Vuelva a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  // The client area.
  signInRequired: "Debe iniciar sesión para acceder a su área de cliente.",
  newsletterChoiceRequired: "Indique si desea recibir la newsletter",
  emailAlreadyVerified: "Su dirección de correo electrónico ya está confirmada.",
  verificationMailSent: "Se ha enviado un nuevo correo de verificación a {email}.",
  verificationMailWait:
    "Acabamos de enviarle un correo. Podrá solicitar otro dentro de {seconds, plural, one {# segundo} other {# segundos}}.",
  verificationMailsExhausted:
    "Hoy ha solicitado demasiados correos de verificación. Vuelva a intentarlo mañana o póngase en contacto con nuestro servicio de atención al cliente.",
  currentPasswordRequired: "Introduzca su contraseña actual",
  currentPasswordWrong: "La contraseña actual no es correcta",
  sameAsCurrentPassword: "La nueva contraseña debe ser distinta de la actual",
  passwordChanged:
    "Su contraseña se ha modificado. Se han cerrado sus sesiones en los demás dispositivos.",
  passwordWrong: "La contraseña no es correcta",
  twoFactorAlreadyEnabled: "La verificación en dos pasos ya está activada.",
  twoFactorNotEnabled: "La verificación en dos pasos no está activada.",
  twoFactorNoEnrolment:
    "Primero muestre el código QR y, a continuación, introduzca el código de su aplicación.",
  twoFactorDisabled: "La verificación en dos pasos se ha desactivado.",
  twoFactorUnreadable:
    "La verificación en dos pasos ya no se puede comprobar: la clave del servicio ha cambiado desde que la activó. Contacte con el servicio de atención al cliente para volver a activarla.",
  passkeyNameRequired: "Dé un nombre a esta llave de acceso",
  passkeyNameTooLong: "El nombre debe tener como máximo 60 caracteres",
  unknownPasskey: "Esta llave de acceso ya no existe.",
  unknownSession: "Esta sesión ya no existe.",
  // The online credit application.
  loanProduct: "Este préstamo no está disponible",
  loanWholeEuros:
    "El importe simulado debe expresarse en euros, sin decimales: modifique su simulación",
  loanAmount:
    "El importe simulado debe estar comprendido entre {min} y {max}: modifique su simulación",
  loanDuration: "Indique el plazo del préstamo en meses",
  loanMonths: "El plazo simulado debe ser de {durations} meses: modifique su simulación",
  loanOption: "Esta opción no está disponible para este préstamo: modifique su simulación",
  loanInsurance: "Indique si contrata el seguro de protección de pagos opcional",
  employmentStatusRequired: "Seleccione su situación laboral",
  employedSinceRequired: "Indique desde cuándo (mes y año)",
  employedSinceInvalid: "La fecha no es válida: indique el mes y el año, por ejemplo 2021-09",
  employedSinceFuture: "Esta fecha no puede ser futura",
  netMonthlyIncomeRequired: "Indique sus ingresos netos mensuales",
  netMonthlyIncomePositive: "Sus ingresos netos mensuales deben ser superiores a 0 €",
  coBorrowerIncomePositive:
    "Los ingresos del cotitular deben ser superiores a 0 €; deje el campo vacío si no hay cotitular",
  otherCreditPaymentsRequired:
    "Indique el total de las cuotas mensuales de sus otros créditos, 0 si no tiene ninguno",
  housingRequired: "Seleccione su situación de vivienda",
  housingCostRequired: "Indique el coste mensual de su vivienda, 0 si no tiene ninguno",
  rentRequired: "Indique su alquiler mensual",
  mortgageRequired: "Indique la cuota mensual de su hipoteca",
  dependantsRequired: "Indique el número de personas a su cargo",
  dependantsInvalid: "Indique un número entero de 0 a {max}",
  monthlyAmountInvalid: "Indique el importe en cifras, por ejemplo 1850,50",
  monthlyAmountNegative: "El importe no puede ser negativo",
  monthlyAmountTooLarge: "El importe no puede superar {max} al mes",
  monthlyAmountCents: "El importe no puede tener más de dos decimales",
  documentNotInChecklist: "Este justificante no figura en la lista",
  documentFileNameTooLong: "El nombre del archivo no puede superar los 255 caracteres",
  signaturePasswordRequired: "Indique su contraseña para aceptar la oferta",
  signatureMethodRequired: "Elija cómo confirmar su identidad",
  applicationNotFound: "Esta solicitud de préstamo no existe.",
  documentNotFound: "Este justificante no existe.",
  applicationWrongState: "Este paso no es posible en el estado actual de su solicitud.",
  situationLocked:
    "Su solicitud ya se ha enviado para su estudio: su situación ya no puede modificarse online. Póngase en contacto con su asesor si ha cambiado.",
  documentTooManyFiles:
    "Ya ha enviado 3 archivos para este justificante: elimine uno antes de añadir otro.",
  documentsMissing: "Faltan justificantes: añádalos antes de enviar su solicitud.",
  offerExpired:
    "Esta oferta ya no es válida: ha vencido su plazo de aceptación de 15 días. Póngase en contacto con su asesor para obtener una nueva oferta.",
  withdrawalClosed:
    "El plazo de desistimiento de 14 días ha finalizado: ya no es posible desistir.",
  signatureAgreementRequired:
    "Marque la casilla para confirmar que ha leído y acepta la oferta de crédito y la FIPEN",
  usuryReached:
    "Esta oferta ya no puede aceptarse: su TAE alcanza el tipo de usura vigente. Póngase en contacto con su asesor.",
  fipenNotDelivered:
    "Descargue primero la FIPEN de esta oferta y léala: la oferta solo puede aceptarse después de haberla recibido.",
  fipenNotFound: "Esta FIPEN no se le entregó para esta solicitud.",
  contractNotIssued:
    "La oferta de contrato de esta solicitud no se ha emitido: no puede descargarse ni aceptarse. Póngase en contacto con su asesor.",
  applicationExists:
    "Ya tiene una solicitud en curso para este préstamo: retómela en lugar de empezar otra. Para cambiar el importe o la duración, póngase en contacto con su asesor.",
  openApplicationsLimit:
    "Ya tiene {count} solicitudes de préstamo en curso, el máximo: podrá empezar otra cuando una de ellas haya terminado.",
  yearlyApplicationsLimit:
    "Ha empezado {count} solicitudes de préstamo en línea en los últimos 12 meses, el máximo: póngase en contacto con su asesor para una nueva solicitud.",
  documentStorageFull:
    "Los archivos de una solicitud no pueden superar {limit} en total: los ya enviados ocupan {used} y este archivo de {size} superaría el límite. Elimine un archivo que ya no necesite o envíe una versión más ligera (calidad estándar).",
  documentWrongType:
    "Este formato de archivo no se acepta: envíe un PDF, una imagen JPEG o una imagen PNG.",
  documentTooLarge:
    "Este archivo supera los 10 MB: escanee o fotografíe el documento en calidad estándar y vuelva a enviarlo.",
  documentEmpty: "Este archivo está vacío: elija el documento que desea enviar.",
  documentUnreadable:
    "Este archivo está incompleto o dañado y no se puede leer: vuelva a guardarlo y envíelo de nuevo.",
  documentArchive:
    "Este archivo es un archivo comprimido {format}, no un documento: envíe cada documento por separado, en PDF, JPEG o PNG.",
  documentExecutable:
    "Este archivo es un programa, no un documento: se rechaza por su seguridad. Envíe un PDF, una imagen JPEG o una imagen PNG.",
  documentActiveContent:
    "Este archivo PDF contiene {content}: se rechaza por su seguridad. Guárdelo de nuevo en formato PDF (Imprimir > Guardar como PDF) para conservar solo sus páginas y vuelva a enviarlo.",
  pdfActiveContent: "contenido activo",
  pdfJavaScript: "JavaScript",
  pdfLaunch: "un comando que inicia un programa",
  pdfEmbeddedFile: "un archivo adjunto",
  pdfRichMedia: "contenido multimedia interactivo",
  pdfXfa: "un formulario dinámico (XFA)",
  documentPdfEncrypted:
    "Este archivo PDF está cifrado, lo que impide comprobar su contenido: guárdelo de nuevo en formato PDF sin protección (Imprimir > Guardar como PDF) y vuelva a enviarlo.",
  documentNotPdf:
    "Este archivo tiene la extensión .{extension} pero no es un PDF: envíe el documento original, en PDF, JPEG o PNG.",
  documentNotJpeg:
    "Este archivo tiene la extensión .{extension} pero no es una imagen JPEG: envíe el documento original, en PDF, JPEG o PNG.",
  documentNotPng:
    "Este archivo tiene la extensión .{extension} pero no es una imagen PNG: envíe el documento original, en PDF, JPEG o PNG.",
  documentOtherFormat:
    "El formato {format} no se acepta: envíe un PDF, una imagen JPEG o una imagen PNG.",
  oneDocumentMissing: "Falta un justificante: {documents}. Añádalo antes de enviar su solicitud.",
  documentsMissingNamed:
    "Faltan justificantes: {documents}. Añádalos antes de enviar su solicitud.",
  documentIdentity: "Documento de identidad en vigor",
  documentProofOfAddress: "Justificante de domicilio de menos de 3 meses de antigüedad",
  documentPayslips: "Sus 3 últimas nóminas",
  documentVehicleQuote: "Factura o presupuesto del vehículo",
  documentWorksQuotes: "Presupuestos detallados de las obras",
  documentTaxNotice:
    "Su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
  staffOnly: "Este espacio está reservado al personal de Aurore Banque.",
  documentDamaged:
    "Este documento está dañado y no se puede descargar. Nuestros equipos han sido avisados.",
};
