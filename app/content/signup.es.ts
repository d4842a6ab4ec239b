import type * as french from "./signup";

export const signupPageText: typeof french.signupPageText = {
  title: "Abrir una cuenta",
  intro: "Bastan tres pasos para abrir su cuenta, sin gastos de apertura.",
};

export const signupStepTexts: typeof french.signupStepTexts = [
  { title: "Datos personales", submitLabel: "Continuar a la seguridad" },
  { title: "Seguridad de la cuenta", submitLabel: "Continuar a la confirmación" },
  { title: "Confirmación", submitLabel: "Abrir mi cuenta" },
];

export const signupFieldTexts: typeof french.signupFieldTexts = {
  lastName: { label: "Apellidos" },
  firstName: { label: "Nombre" },
  birthDate: { label: "Fecha de nacimiento" },
  gender: { label: "Sexo" },
  email: { label: "Correo electrónico" },
  whatsapp: {
    label: "Número de WhatsApp",
    hint: "Por ejemplo +34 612 34 56 78, o +33 6 12 34 56 78 si es un número francés",
  },
  country: { label: "País de residencia" },
  currency: { label: "Divisa de la cuenta" },
  password: { label: "Contraseña" },
  confirmPassword: { label: "Confirme la contraseña" },
  acceptTerms: {
    label: [
      "Acepto las ",
      { text: "condiciones generales de uso", to: "/termes" },
      " y la ",
      { text: "política de privacidad", to: "/politiquesConfidentialite" },
    ],
  },
  newsletter: {
    label: [
      "Deseo recibir la newsletter de Aurore Banque (consejos y nuevas ofertas; puede darse de baja en cualquier momento)",
    ],
  },
};

export const signupChoiceTexts: typeof french.signupChoiceTexts = {
  gender: {
    male: "Hombre",
    female: "Mujer",
    other: "Otro",
    prefer_not_say: "Prefiero no indicarlo",
  },
  country: {
    FR: "Francia",
    BE: "Bélgica",
    CH: "Suiza",
    CA: "Canadá",
    LU: "Luxemburgo",
    MC: "Mónaco",
    DE: "Alemania",
    ES: "España",
    IT: "Italia",
    PT: "Portugal",
    GB: "Reino Unido",
    US: "Estados Unidos",
  },
  currency: {
    EUR: "Euro",
    USD: "Dólar estadounidense",
    GBP: "Libra esterlina",
    CHF: "Franco suizo",
    CAD: "Dólar canadiense",
    XOF: "Franco CFA",
  },
};

export const signupWizardText: typeof french.signupWizardText = {
  stepOf: ({ step, count }) => `Paso ${step} de ${count}`,
  percent: ({ percent }) => `${percent} %`,
  progressLabel: "Progreso de la apertura de cuenta",
  back: "Volver",
  creating: "Abriendo su cuenta…",
  alreadyCustomer: "¿Ya es cliente?",
  signIn: "Iniciar sesión",
  created: "¡Su cuenta ya está abierta!",
  toClientArea: "En unos instantes accederá a su área de cliente.",
  toReturnPage: "En unos instantes volverá a la página que estaba consultando.",
};

export const signupSummaryText: typeof french.signupSummaryText = {
  title: "Resumen de su cuenta",
  fullName: "Nombre completo",
  birthDate: "Fecha de nacimiento",
  gender: "Sexo",
  email: "Correo electrónico",
  whatsapp: "WhatsApp",
  country: "País de residencia",
  currency: "Divisa de la cuenta",
};

export const newPasswordText: typeof french.newPasswordText = { label: "Nueva contraseña" };

export const passwordStrengthText: typeof french.passwordStrengthText = {
  label: "Seguridad de la contraseña:",
  levels: ["Muy baja", "Baja", "Media", "Alta", "Muy alta"],
  rule: "Al menos 8 caracteres, con mayúsculas, minúsculas y cifras; un carácter especial la hace más segura.",
};
