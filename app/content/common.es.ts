export const newsletterBox = {
  title: "Manténgase informado",
  intro:
    "Cada mes, nuestros consejos financieros, nuevas ofertas y la actualidad de Aurore Banque. Primero le enviamos un enlace para confirmar su dirección; puede darse de baja en cualquier momento.",
  emailLabel: "Correo electrónico",
  submitLabel: "Suscribirme",
  sendingLabel: "Enviando…",
};

export const contactsText = {
  heading: "Contacte con nosotros",
  byPhone: "Por teléfono",
  phoneHours:
    "de lunes a viernes, de 9:00 a 18:00 (hora de París), al precio de una llamada a Francia",
  byEmail: "Por correo electrónico",
  emailDelay: "Respuesta en 48 horas laborables",
  office: "Sede central",
  officeVisits: "Solo con cita previa",
};

export const dataNotice = {
  text: "Sus datos se utilizan únicamente para responder a su solicitud y se conservan durante 3 años.",
  link: "Más información sobre sus datos",
};

export const honeypotLabel = "Deje este campo vacío";

export const legalArticleText = {
  updated: "Última actualización:",
  frenchPrevails:
    "Esta versión en español se ofrece para su comodidad. Solo la versión francesa es jurídicamente vinculante y prevalece en caso de discrepancia.",
  frenchVersion: "Leer la versión francesa",
};
