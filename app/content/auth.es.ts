/** The sign-in pages: the frame they share with signup, login, its second step, forgotten password. */
export const authLayoutText = {
  asideLabel: "Nuestros compromisos",
  asideTitle: "Un banco que le protege",
  reassurances: [
    "Sus datos se cifran y se alojan en Francia",
    "Sin comisión de apertura de cuenta",
    "Un asesor a su disposición de lunes a viernes, de 9:00 a 18:00 (hora de París)",
  ],
};

export const loginText = {
  title: "Acceso clientes",
  intro: "Acceda a su área de cliente con total seguridad.",
  sessionExpired:
    "Su sesión se ha cerrado tras 30 minutos de inactividad. Vuelva a identificarse para continuar.",
  formLabel: "Acceso clientes",
  email: "Correo electrónico",
  password: "Contraseña",
  rememberMe: "Recordarme",
  forgotPassword: "¿Ha olvidado su contraseña?",
  submit: "Acceder",
  submitting: "Accediendo…",
  passkey: "Identificarse con una llave de acceso",
  notCustomer: "¿Aún no es cliente?",
  createAccount: "Abrir una cuenta",
};

export const secondFactorText = {
  title: "Verificación en dos pasos",
  code: "Código de verificación",
  codeHint:
    "Introduzca el código de 6 dígitos que muestra su aplicación de autenticación o uno de sus códigos de recuperación.",
  submit: "Confirmar",
  submitting: "Verificando…",
  restart: "Volver a empezar con mi correo electrónico y mi contraseña",
};

export const forgotPasswordText = {
  title: "¿Ha olvidado su contraseña?",
  intro:
    "Indique el correo electrónico asociado a su cuenta: le enviaremos un enlace, válido durante 30 minutos, para que elija una nueva contraseña.",
  formLabel: "Restablecer la contraseña",
  email: "Correo electrónico",
  submit: "Recibir el enlace",
  sending: "Enviando…",
  remembered: "¿Recuerda su contraseña?",
  signIn: "Acceder",
};
