import { bank } from "@domain/bank";
import type * as french from "./mailLinks";

export const newsletterConfirmationPage: typeof french.newsletterConfirmationPage = {
  pending: "Confirmando su suscripción…",
  confirmed: "Suscripción confirmada",
  failed: "No ha sido posible confirmar su suscripción",
  incompleteLink:
    "Este enlace de confirmación está incompleto. Abra el enlace más reciente que le hemos enviado por correo electrónico o vuelva a suscribirse desde nuestra web.",
  home: "Volver a la página de inicio",
};

export const unsubscribePage: typeof french.unsubscribePage = {
  done: {
    heading: "Se ha dado de baja",
    text: `Ya no recibirá la newsletter de ${bank.name}. Puede volver a suscribirse en cualquier momento desde nuestra web.`,
  },
  invalid: {
    heading: "Enlace de baja no válido",
    text: `Este enlace para darse de baja no es válido. Utilice el enlace más reciente que le hemos enviado por correo electrónico o escríbanos a ${bank.email}.`,
  },
  home: "Volver a la página de inicio",
};

export const emailVerificationPage: typeof french.emailVerificationPage = {
  pending: "Verificando su dirección de correo electrónico…",
  verified: "Dirección de correo electrónico confirmada",
  failed: "No ha sido posible verificar su dirección",
  clientArea: "Ir a mi área de cliente",
  confirmTitle: "Confirme su dirección de correo electrónico",
  confirmPrompt: "Basta con un clic para confirmar que esta dirección es suya.",
  confirm: "Confirmar mi dirección de correo electrónico",
};

export const newPasswordPage: typeof french.newPasswordPage = {
  title: "Elija una nueva contraseña",
  intro:
    "Al menos 8 caracteres, con mayúsculas, minúsculas y números. Una vez guardada, se cerrarán todas sus sesiones abiertas.",
  checking: "Comprobando el enlace…",
  newRequest: "Hacer una nueva solicitud",
  signIn: "Acceder",
  confirmLabel: "Confirme la contraseña",
  submit: "Guardar la nueva contraseña",
  submitting: "Guardando…",
};
