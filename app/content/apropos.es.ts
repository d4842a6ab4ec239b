import type * as french from "./apropos";

export const aproposHero: typeof french.aproposHero = {
  eyebrow: "Sobre nosotros",
  title: "Quiénes somos",
  lead: "Aurore Banque nació en París de una idea sencilla: ofrecer a todo el mundo un banco moderno, claro y seguro, con asesores de verdad siempre que los necesite.",
};

export const history: typeof french.history = [
  "Aurore Banque se fundó en París en 2018 de la mano de un equipo de banqueros e ingenieros convencidos de que un banco podía ser totalmente online sin dejar de ser profundamente humano.",
  "Aunque en sus inicios se dirigía a los particulares, hoy acompaña también a autónomos, empresas y asociaciones, con cuentas, préstamos, ahorro y servicios de banca privada.",
  "Nuestra forma de trabajar sigue siendo la misma: tarifas claras, respuestas rápidas y asesores ubicados en Francia, con los que puede contactar por teléfono, por correo electrónico o desde su área de cliente.",
];

export const keyFigures: typeof french.keyFigures = [
  { value: "2018", label: "Año de fundación, en París" },
  { value: "50.000+", label: "Clientes confían en nosotros" },
  { value: "500\u00a0M€", label: "Prestados a nuestros clientes" },
  { value: "95\u00a0%", label: "De clientes satisfechos" },
  { value: "48\u00a0h", label: "Plazo medio de respuesta" },
];

export const values: typeof french.values = [
  {
    title: "Sencillez",
    text: "Trámites online breves, contratos fáciles de leer y un lenguaje que todo el mundo entiende.",
  },
  {
    title: "Transparencia",
    text: "Nuestras tarifas son públicas y no hay comisiones ocultas: usted sabe en todo momento qué paga y por qué.",
  },
  {
    title: "Seguridad",
    text: "Su dinero y sus datos están protegidos por sistemas de eficacia probada, sometidos a una supervisión constante.",
  },
  {
    title: "Cercanía",
    text: "Un asesor le responde en 48 horas de media y le acompaña en cada uno de sus proyectos.",
  },
];

export const team: typeof french.team = [
  {
    name: "Claire Fontaine",
    role: "Consejera delegada y cofundadora",
    bio: "Tras quince años en la banca minorista, fundó Aurore Banque para hacer la banca más sencilla.",
  },
  {
    name: "Julien Marchand",
    role: "Director financiero y cofundador",
    bio: "Vela por la solidez financiera del banco y por el rigor de su gestión.",
  },
  {
    name: "Sophie Lefèvre",
    role: "Directora de riesgos y cumplimiento normativo",
    bio: "Se asegura de que cada préstamo que concedemos se ajuste a la situación de quien lo solicita.",
  },
  {
    name: "Karim Benali",
    role: "Director de tecnología y seguridad",
    bio: "Dirige los equipos que diseñan nuestros servicios online y protegen sus datos.",
  },
  {
    name: "Élodie Rousseau",
    role: "Directora de experiencia de cliente",
    bio: "Lidera los equipos de asesores y hace llegar sus sugerencias a quienes diseñan nuestros servicios.",
  },
  {
    name: "Thomas Girard",
    role: "Director de empresas y banca privada",
    bio: "Acompaña a directivos, autónomos y familias en la gestión y el crecimiento de su patrimonio.",
  },
];

export const milestones: typeof french.milestones = [
  {
    year: 2018,
    title: "Nacimiento en París",
    text: "Aurore Banque se constituye en París y obtiene su autorización como entidad de crédito.",
  },
  {
    year: 2019,
    title: "Nuestras primeras cuentas online",
    text: "Lanzamos la cuenta corriente, la tarjeta virtual y la aplicación móvil.",
  },
  {
    year: 2020,
    title: "Abrimos las puertas a los profesionales",
    text: "Autónomos, empresas y asociaciones ya pueden abrir su cuenta online.",
  },
  {
    year: 2022,
    title: "Llegan los préstamos",
    text: "Préstamo personal, préstamo coche, préstamo para viajes y préstamo para reformas, con una respuesta orientativa rápida.",
  },
  {
    year: 2024,
    title: "Ahorro, inversión y banca privada",
    text: "Una oferta completa para hacer crecer sus ahorros, con asesores dedicados a usted.",
  },
  {
    year: 2025,
    title: "50.000 clientes",
    text: "Superamos la barrera de los 50.000 clientes y ya hemos concedido más de 500\u00a0M€ en préstamos.",
  },
  {
    year: 2026,
    title: "Una web renovada para todos",
    text: "Estrenamos una web más rápida y más accesible, y publicamos nuestra declaración de accesibilidad.",
  },
];

export const commitments: typeof french.commitments = [
  {
    title: "Préstamos responsables",
    text: "Antes de conceder cualquier préstamo estudiamos su capacidad de reembolso, y el seguro de protección de pagos es siempre opcional.",
  },
  {
    title: "Datos protegidos",
    text: "Sus datos permanecen en la Unión Europea y nunca se venden ni se ceden a agencias de publicidad.",
  },
  {
    title: "Un banco accesible",
    text: "Trabajamos para que todas las personas puedan utilizar nuestros servicios, también con un lector de pantalla o solo con el teclado.",
  },
];

export const joinUs: typeof french.joinUs = {
  title: "Súmese a la aventura",
  text: "Abra su cuenta en pocos minutos o ponga su talento a nuestro servicio: buscamos asesores, analistas e ingenieros en París.",
  client: { label: "Hacerse cliente", to: "/signup" },
  careers: { label: "Trabaje con nosotros", href: "mailto:recrutement@aurore-banque.example" },
};

/** The page's section headings. */
export const aproposText: typeof french.aproposText = {
  historyTitle: "Nuestra historia",
  figuresTitle: "Aurore Banque en cifras",
  valuesTitle: "Nuestros valores",
  teamTitle: "Nuestro equipo directivo",
  milestonesTitle: "Nuestra trayectoria",
  commitmentsTitle: "Nuestros compromisos",
};
