import { numberFormats } from "@domain/format";
import type * as french from "./compteCourant";
import type { AccountOffer } from "./compteCourant";

export type { AccountOffer, CompteCourantTabId } from "./compteCourant";

const { wholeEuros } = numberFormats("es");

export const compteCourantHero: typeof french.compteCourantHero = {
  eyebrow: "Particulares",
  title: "Cuenta corriente",
  lead: `Gestione su dinero del día a día desde el móvil, con tarjeta de débito, transferencias inmediatas y alertas en tiempo real, desde ${wholeEuros(2)} al mes y sin permanencia.`,
  cta: { label: "Abrir mi cuenta", to: "/signup" },
  highlights: ["Apertura 100 % online", "Sin permanencia", "Asesores disponibles por teléfono"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const compteCourantTabs: typeof french.compteCourantTabs = [
  { id: "offres", label: "Nuestros planes" },
  { id: "services", label: "Servicios" },
  { id: "avantages", label: "Ventajas" },
];

export const compteCourantDefaultTab: typeof french.compteCourantDefaultTab = "offres";

function accountOffer(offer: Omit<AccountOffer, "prix">): AccountOffer {
  return { ...offer, prix: `${wholeEuros(offer.monthlyPrice)} al mes` };
}

const overdraftText = (limit: number) => `Descubierto autorizado de hasta ${wholeEuros(limit)}`;

const plusOverdraft = 500;
const premiumOverdraft = 3_000;

export const accountOffers: typeof french.accountOffers = [
  accountOffer({
    id: "essentiel",
    nom: "Essentiel",
    public: "Para llevar al día su presupuesto",
    description:
      "Lo esencial para pagar, cobrar y ahorrar, con una comprobación del saldo en cada pago.",
    monthlyPrice: 2,
    overdraftLimit: 0,
    avantages: [
      "Tarjeta de débito con control de saldo en cada pago",
      "Transferencias inmediatas incluidas",
      "Pagos con tarjeta sin comisiones en la zona euro",
      "3 retiradas de efectivo gratis al mes en la zona euro",
    ],
  }),
  accountOffer({
    id: "plus",
    nom: "Plus",
    public: "Para gestionar su dinero con más flexibilidad",
    description:
      "Una tarjeta de débito con cargo inmediato o aplazado, un descubierto autorizado y retiradas de efectivo ilimitadas en la zona euro.",
    monthlyPrice: 7,
    overdraftLimit: plusOverdraft,
    featured: true,
    avantages: [
      "Tarjeta de débito con cargo inmediato o aplazado",
      overdraftText(plusOverdraft),
      "Retiradas de efectivo gratis e ilimitadas en la zona euro",
      "Seguro contra la pérdida y el robo de sus medios de pago",
    ],
  }),
  accountOffer({
    id: "premium",
    nom: "Premium",
    public: "Para viajar y gastar con total libertad",
    description:
      "Una tarjeta premium con límites elevados, pagos sin comisiones en todo el mundo y seguros de viaje.",
    monthlyPrice: 15,
    overdraftLimit: premiumOverdraft,
    avantages: [
      "Tarjeta premium con límites elevados",
      overdraftText(premiumOverdraft),
      "Pagos y retiradas de efectivo sin comisiones en todo el mundo",
      "Asistencia y seguro de viaje",
    ],
  }),
];

export const offerCta: typeof french.offerCta = { label: "Elegir este plan", to: "/signup" };
export const featuredOfferLabel: typeof french.featuredOfferLabel = "El más elegido";

export const accountComparison: typeof french.accountComparison = {
  caption: "Comparativa de los planes de cuenta corriente",
  columns: accountOffers.map((offer) => offer.nom),
  rows: [
    {
      label: "Tarjeta",
      values: [
        "Tarjeta de débito con control de saldo en cada pago",
        "Tarjeta de débito",
        "Tarjeta premium",
      ],
    },
    {
      label: "Descubierto autorizado",
      values: accountOffers.map((offer) =>
        offer.overdraftLimit ? `Hasta ${wholeEuros(offer.overdraftLimit)}` : "No incluido",
      ),
    },
    {
      label: "Pagos en el extranjero",
      values: [
        "Sin comisiones en la zona euro; 2 % en el resto del mundo",
        "Sin comisiones en la zona euro; 1 % en el resto del mundo",
        "Sin comisiones en todo el mundo",
      ],
    },
    {
      label: "Retiradas de efectivo",
      values: [
        `3 gratis al mes en la zona euro; después, ${wholeEuros(1)} por retirada`,
        "Ilimitadas en la zona euro",
        "Ilimitadas en todo el mundo",
      ],
    },
    {
      label: "Seguros",
      values: [
        "Ninguno",
        "Pérdida y robo de los medios de pago",
        "Pérdida y robo, asistencia y seguro de viaje",
      ],
    },
    { label: "Precio", values: accountOffers.map((offer) => offer.prix) },
  ],
};

export const overdraftNotice: typeof french.overdraftNotice =
  "El descubierto autorizado está sujeto a la aprobación de su solicitud por parte de Aurore Banque. Tiene un coste: el tipo deudor y la TAE (TAEG en Francia) figuran en su contrato de cuenta.";

export const accountServices: typeof french.accountServices = [
  {
    title: "Transferencias inmediatas",
    text: "Envíe dinero en pocos segundos, las 24 horas del día y los 7 días de la semana, a cualquier cuenta en euros de la zona SEPA.",
  },
  {
    title: "Sus datos bancarios (RIB) al instante",
    text: "Descargue o comparta desde la app el certificado de su cuenta con el IBAN para cobrar su nómina o domiciliar sus recibos.",
  },
  {
    title: "Pago con el móvil",
    text: "Pague con su teléfono o su reloj inteligente a través de los principales monederos de pago móvil.",
  },
  {
    title: "Notificaciones en tiempo real",
    text: "Un aviso en cada operación y un mensaje en cuanto su saldo baje del importe que usted elija.",
  },
  {
    title: "Ahorro automático",
    text: "Redondee sus pagos al euro superior o programe una transferencia mensual a su cuenta de ahorro.",
  },
];

export const accountBenefits: typeof french.accountBenefits = [
  {
    title: "Tarifas claras",
    text: "Un precio mensual fijo, que conoce antes de abrir la cuenta, sin comisiones de mantenimiento adicionales.",
  },
  {
    title: "Su tarjeta, bajo control desde la app",
    text: "Bloquee su tarjeta, ajuste sus límites o active los pagos en el extranjero en cuestión de segundos.",
  },
  {
    title: "Asesores que le escuchan",
    text: "Al otro lado del teléfono le atiende una persona de verdad, de lunes a viernes, de 9:00 a 18:00 (hora de París).",
  },
];

export const accountTestimonials: typeof french.accountTestimonials = [
  {
    quote:
      "Abrí mi cuenta en un cuarto de hora sin moverme del sofá. Las alertas en tiempo real me ayudan mucho a controlar mi presupuesto.",
    author: "Camille R.",
    context: "Lyon, plan Essentiel",
  },
  {
    quote:
      "Con las transferencias inmediatas, les devuelvo el dinero a mis amigos en segundos, incluso en domingo.",
    author: "Thomas L.",
    context: "Nantes, plan Plus",
  },
  {
    quote:
      "Viajo a menudo por trabajo: ya no pago ninguna comisión por mis pagos en el extranjero, y la asistencia en viaje ya me ha sido de gran ayuda.",
    author: "Nadia B.",
    context: "Burdeos, plan Premium",
  },
];

/** The page's headings around its content. */
export const compteCourantText: typeof french.compteCourantText = {
  tabsLabel: "Secciones de la cuenta corriente",
  offersTitle: "Tres planes, una sola cuenta",
  offersIntro: "Sin permanencia: puede cambiar de plan cuando quiera desde la app.",
  compareTitle: "Compare nuestros planes",
  servicesTitle: "Todos los servicios de una cuenta moderna",
  servicesIntro: "Incluidos en todos nuestros planes, sin coste adicional.",
  benefitsTitle: "Por qué elegir Aurore Banque",
  testimonialsTitle: "Ya han abierto su cuenta",
};
