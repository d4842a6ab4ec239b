export const newsletterBox = {
  title: "Stay informed",
  intro:
    "Every month, our financial tips, new offers and news from Aurore Banque. We first send you a link to confirm your address, and you can unsubscribe at any time.",
  emailLabel: "Email address",
  submitLabel: "Subscribe",
  sendingLabel: "Sending…",
};

export const contactsText = {
  heading: "Contact us",
  byPhone: "By phone",
  phoneHours: "Monday to Friday, 9 am to 6 pm (Paris time), at the cost of a call to France",
  byEmail: "By email",
  emailDelay: "Reply within 2 working days",
  office: "Head office",
  officeVisits: "By appointment only",
};

export const dataNotice = {
  text: "Your details are used only to answer your request and are kept for 3 years.",
  link: "Find out more about your data",
};

export const honeypotLabel = "Leave this field empty";

export const legalArticleText = {
  updated: "Last updated:",
  frenchPrevails:
    "This English version is provided for your convenience. Only the French version is legally binding, and it prevails in the event of any difference.",
  frenchVersion: "Read the French version",
};
