import type { LinkCard } from "~/components/ui/LinkCardGrid";
import type { StoreBadge } from "./home";
import type { Card, Cta, Hero, Stat } from "./types";

export type { StoreBadge } from "./home";

export const homeHero: Hero = {
  eyebrow: "Banca online",
  title: "El banco moderno, sencillo y seguro",
  lead: "Cuenta, tarjeta, ahorro y préstamos: gestione todo su dinero desde el móvil, con asesores en Francia que le atienden cuando lo necesite.",
  cta: { label: "Abrir una cuenta", to: "/signup" },
  highlights: [
    "Apertura online en pocos minutos",
    "Pagos seguros",
    "Asesores disponibles por teléfono",
  ],
};

export const mobileApp = {
  title: "Su banco, siempre en el bolsillo",
  intro: "Con la app de Aurore Banque controla sus cuentas en todo momento, esté donde esté.",
  features: [
    "Consulte sus saldos y movimientos en tiempo real",
    "Bloquee y desbloquee su tarjeta con un solo gesto",
    "Envíe una transferencia a un familiar o amigo en segundos",
    "Confirme sus pagos online con su huella dactilar o con reconocimiento facial",
  ],
  note: "Primero abra su cuenta online: después le enviaremos por correo electrónico el enlace para descargar la aplicación.",
};

export const storeBadges: StoreBadge[] = [
  { platform: "ios", label: "Descargar en la tienda de iOS", to: "/signup" },
  { platform: "android", label: "Descargar en la tienda de Android", to: "/signup" },
];

export const virtualCard = {
  title: "Una tarjeta virtual, lista desde el primer momento",
  intro:
    "En cuanto abre su cuenta, dispone de una tarjeta virtual en la app, sin tener que esperar a recibir la tarjeta física.",
  features: [
    "Compatible con los dos principales servicios de pago móvil, en iOS y en Android",
    "Pague sin contacto en tiendas con su móvil",
    "Un número de tarjeta distinto para sus compras online",
    "Límites ajustables en cualquier momento desde la app",
  ],
};

export const bankingServices: LinkCard[] = [
  {
    badge: "Profesionales",
    title: "Banca de empresas",
    text: "Cuentas para autónomos, microempresas, pymes y asociaciones, con tarjetas para su equipo, límites de gasto y exportación de datos contables.",
    link: { label: "Descubrir las cuentas para empresas", to: "/comptesEntreprise" },
  },
  {
    badge: "Patrimonio",
    title: "Banca privada",
    text: "Un banquero privado dedicado para organizar, rentabilizar y transmitir su patrimonio, con una visión global y un servicio a medida.",
    link: { label: "Descubrir la banca privada", to: "/banquePrive" },
  },
];

export const loans: LinkCard[] = [
  {
    title: "Préstamo personal",
    text: "Financie sus proyectos del día a día sin tener que justificar el destino del dinero.",
    link: { label: "Descubrir el préstamo personal", to: "/pretPersonnel" },
  },
  {
    title: "Préstamo para viajes",
    text: "Financie sus vacaciones o su luna de miel y devuélvalo en cuotas mensuales fijas.",
    link: { label: "Descubrir el préstamo para viajes", to: "/pretVoyage" },
  },
  {
    title: "Préstamo coche",
    text: "Compre un coche nuevo, de segunda mano o eléctrico, o financie una moto u otro vehículo de dos ruedas.",
    link: { label: "Descubrir el préstamo coche", to: "/pretAuto" },
  },
  {
    title: "Préstamo para reformas",
    text: "Reforme, amplíe o mejore la eficiencia energética de su vivienda.",
    link: { label: "Descubrir el préstamo para reformas", to: "/pretTravaux" },
  },
];

export const creditRequest: Cta = {
  label: "Solicitar un préstamo",
  to: "/pretPersonnel#demande",
};

export const creditClaims: Card[] = [
  {
    title: "0 € de comisión de apertura",
    text: "No paga ninguna comisión por presentar su solicitud de préstamo ni por su estudio.",
  },
  {
    title: "Respuesta orientativa inmediata",
    text: "Su solicitud online le da una respuesta orientativa en cuanto describe su situación; la oferta de crédito llega tras el estudio de su expediente.",
  },
  {
    title: "Tipo fijo",
    text: "Su tipo de interés queda fijado en la firma y no varía: conoce desde el principio el coste total de su préstamo.",
  },
  {
    title: "Seguro opcional",
    text: "El seguro de protección de pagos no es obligatorio: usted decide si lo contrata, con nosotros o con otra entidad.",
  },
];

export const foundedYear = 2018;

export const aboutStats: Stat[] = [
  { value: "50.000+", label: "clientes confían en nosotros" },
  { value: "500 M€", label: "prestados a nuestros clientes" },
  { value: "95 %", label: "de clientes satisfechos" },
  { value: "48 h", label: "de plazo medio de respuesta" },
];

/** The home page's own headings and links, around the blocks above. */
export const homeSections = {
  services: "Un banco para sus proyectos profesionales y patrimoniales",
  loans: {
    title: "Un préstamo para cada proyecto",
    intro:
      "Cuatro préstamos a tipo fijo para financiar sus proyectos personales, con solicitud online y un asesor que le acompaña en todo momento.",
  },
  creditClaims: "Nuestros compromisos en préstamos",
  figures: {
    title: "Aurore Banque en cifras",
    intro: (year: number) =>
      `Desde nuestra fundación en París en ${year}, acompañamos a particulares, profesionales y empresas con la misma exigencia de claridad.`,
    story: "Conozca nuestra historia y nuestros valores",
  },
  /** Printed on the virtual card's picture. */
  cardLabel: "TARJETA VIRTUAL",
};
