import type * as french from "./account";

export const clientAreaText: typeof french.clientAreaText = {
  eyebrow: "Área de cliente",
  greeting: ({ firstName }) => `Hola, ${firstName}`,
  intro:
    "Aquí encontrará sus solicitudes de préstamo y sus documentos, los datos de su cuenta y sus preferencias.",
  profileTitle: "Mi perfil",
  preferencesTitle: "Mis preferencias",
  signOut: "Cerrar sesión",
};

export const profileText: typeof french.profileText = {
  lastName: "Apellidos",
  firstName: "Nombre",
  birthDate: "Fecha de nacimiento",
  gender: "Sexo",
  email: "Correo electrónico",
  whatsapp: "WhatsApp",
  country: "País de residencia",
  currency: "Divisa de la cuenta",
  customerSince: "Cliente desde",
};

export const emailVerificationText: typeof french.emailVerificationText = {
  title: "Confirme su dirección de correo electrónico",
  sentBefore: "Hemos enviado un enlace de confirmación a ",
  sentAfter:
    ". Ábralo para proteger su cuenta: es la dirección a la que le escribiremos si olvida su contraseña.",
  resend: "Reenviar el correo de confirmación",
  sending: "Enviando…",
};

export const newsletterPreferenceText: typeof french.newsletterPreferenceText = {
  label: "Recibir la newsletter de Aurore Banque (consejos y nuevas ofertas)",
  subscribed: "Se ha suscrito a la newsletter.",
  unsubscribed: "Ya no recibirá la newsletter.",
};

export const idleWarningText: typeof french.idleWarningText = {
  title: "Su sesión está a punto de caducar",
  countdown: ({ seconds }) =>
    `Por su seguridad, se cerrará su sesión dentro de ${seconds} segundo${seconds === 1 ? "" : "s"} si no realiza ninguna acción.`,
  stay: "Mantener la sesión",
  signOut: "Cerrar sesión",
};

export const securityText: typeof french.securityText = {
  title: "Seguridad",
  loading: "Cargando…",
  twoFactorTitle: "Verificación en dos pasos",
  passkeysTitle: "Llaves de acceso",
  passwordTitle: "Contraseña",
  sessionsTitle: "Sesiones activas",
  currentPassword: "Contraseña actual",
  cancel: "Cancelar",
  checking: "Verificando…",
  saving: "Guardando…",
};

export const twoFactorText: typeof french.twoFactorText = {
  intro:
    "Proteja su cuenta con un código de un solo uso, generado cada 30 segundos por una aplicación de autenticación en su teléfono (Google Authenticator, Microsoft Authenticator, FreeOTP…). Aunque alguien conozca su contraseña, no podrá acceder sin este código.",
  enable: "Activar la verificación en dos pasos",
  identityLabel: "Confirme su identidad",
  continue: "Continuar",
  scan: "Escanee este código QR con su aplicación de autenticación.",
  qrAlt: "Código QR para escanear con su aplicación de autenticación",
  cannotScan: "¿No puede escanearlo? Introduzca esta clave en la aplicación:",
  typeCode: "Introduzca el código de 6 dígitos que muestra la aplicación.",
  confirmLabel: "Confirmar la verificación en dos pasos",
  code: "Código de 6 dígitos",
  confirm: "Confirmar",
  enabled: "La verificación en dos pasos está activada.",
  recoveryIntro:
    "Estos son sus 10 códigos de recuperación. Cada uno le permite acceder una sola vez si ya no tiene su teléfono. Anótelos y guárdelos en un lugar seguro: no se volverán a mostrar.",
  recoveryLabel: "Códigos de recuperación",
  recoveryNoted: "He anotado mis códigos de recuperación",
  codesLeft: ({ count }) =>
    count === 1
      ? "Le queda 1 código de recuperación."
      : `Le quedan ${count} códigos de recuperación.`,
  disableIntro:
    "Para desactivarla, confirme su contraseña y un código de su aplicación (o un código de recuperación).",
  password: "Contraseña",
  verificationCode: "Código de verificación",
  disable: "Desactivar la verificación en dos pasos",
  disabling: "Desactivando…",
};

export const passkeyText: typeof french.passkeyText = {
  intro:
    "Una llave de acceso le permite identificarse con la huella, el rostro o el código de su dispositivo, sin contraseña ni código que escribir. Solo funciona en el sitio web de Aurore Banque: un sitio falso no puede utilizarla.",
  listLabel: "Llaves de acceso",
  add: "Añadir una llave de acceso",
  name: "Nombre de la llave de acceso",
  nameHint: "Para reconocerla en la lista, por ejemplo «Teléfono de Claire».",
  create: "Crear la llave de acceso",
  creating: "Creando…",
  added: ({ date }) => `Añadida el ${date}`,
  lastUsed: ({ date }) => `último acceso el ${date}`,
  neverUsed: "nunca utilizada para acceder",
  rename: "Cambiar el nombre",
  renameLabel: ({ name }) => `Cambiar el nombre de ${name}`,
  remove: "Eliminar",
  removeLabel: ({ name }) => `Eliminar ${name}`,
  confirmRemove: ({ name }) => `Confirmar la eliminación de ${name}`,
  newName: "Nuevo nombre",
  save: "Guardar",
};

export const changePasswordText: typeof french.changePasswordText = {
  formLabel: "Cambiar la contraseña",
  confirmLabel: "Confirme la nueva contraseña",
  submit: "Cambiar la contraseña",
};

const deviceKinds = { mobile: "móvil", tablet: "tableta", desktop: "ordenador", tv: "televisor" };

export const sessionsText: typeof french.sessionsText = {
  listLabel: "Sesiones activas",
  device: ({ browser, system, kind }) =>
    `${browser ?? "Navegador desconocido"}${system ? ` en ${system}` : ""}${kind ? ` (${deviceKinds[kind]})` : ""}`,
  unknownDevice: "Dispositivo desconocido",
  thisDevice: "Este dispositivo",
  moments: ({ createdAt, lastSeenAt }) =>
    `Sesión iniciada el ${createdAt} · última actividad el ${lastSeenAt}`,
  end: "Cerrar esta sesión",
  endWhich: ({ device, current }) => `: ${device}${current ? ", este dispositivo" : ""}`,
  endAll: "Cerrar sesión en todos los dispositivos",
};
