import type { LegalDocument } from "~/components/ui/LegalArticle";
import { creditMentions } from "./creditMentions.es";
import { legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";

/** The date of the current version, written in Spanish. */
const updated = { label: "1 de noviembre de 2026", iso: legalUpdate.iso };

/** The bank's mediator, written in Spanish with the French name a letter should bear. */
const mediator = `Mediador de ${bank.name} (Médiateur d'${bank.name}), ${bank.address}`;

/** Our advisers' opening hours, as the site's footer gives them. */
const phoneHours = "de lunes a viernes, de 9:00 a 18:00 (hora de París)";

/** The customer service and card blocking lines, as the page's readers dial them. */
const phone = phoneIn(bank.phones.customerService, "es");
const cardBlockingPhone = phoneIn(bank.phones.cardBlocking, "es");

export const assistance: LegalDocument = {
  hero: {
    eyebrow: "Ayuda",
    title: "Ayuda y advertencias",
    lead: "Cómo contactar con nosotros, protegerse contra el fraude, bloquear su tarjeta o presentar una reclamación: lo esencial para utilizar nuestros servicios con total tranquilidad.",
  },
  updated,
  sections: [
    {
      title: "Contacte con nosotros",
      paragraphs: [
        `Nuestros asesores le atienden en el ${phone}, ${phoneHours}, al precio de una llamada a Francia.`,
        `También puede escribirnos a ${bank.email}: le responderemos en un plazo de 48 horas laborables.`,
        "Si ya es cliente, le recomendamos utilizar la mensajería segura de su área de cliente: sus conversaciones son confidenciales y quedan guardadas en su historial.",
      ],
      links: [
        { label: `Llamar al ${phone}`, href: phoneHref(bank.phones.customerService) },
        { label: `Escribir a ${bank.email}`, href: `mailto:${bank.email}` },
        { label: "Acceder a su área de cliente", href: "/login" },
      ],
    },
    {
      title: "Protéjase contra el fraude",
      paragraphs: [
        "Algunos estafadores se hacen pasar por un asesor, por nuestro servicio de seguridad o por un organismo oficial para obtener sus claves: es lo que se conoce como phishing, y puede llegar por correo electrónico, SMS o teléfono.",
        `${bank.name} nunca le pedirá su contraseña, el PIN de su tarjeta ni un código de confirmación recibido por SMS, ni por teléfono, ni por correo electrónico, ni por SMS.`,
      ],
      list: [
        "No comunique nunca sus credenciales ni sus claves a nadie, aunque quien se las pida diga ser empleado del banco.",
        "Desconfíe de los mensajes que le meten prisa para actuar: no haga clic en sus enlaces y escriba usted mismo la dirección de nuestro sitio web.",
        "No confirme nunca una operación ni el alta de un beneficiario que no haya solicitado usted mismo.",
        `Ante la menor duda, cuelgue y vuelva a llamarnos al ${phone}. Si ha facilitado sus claves, cambie su contraseña de inmediato.`,
      ],
    },
    {
      title: "Bloquear su tarjeta",
      paragraphs: [
        `En caso de pérdida, robo o uso fraudulento de su tarjeta, bloquéela sin esperar llamando a nuestro servicio de bloqueo de tarjetas al ${cardBlockingPhone}, disponible las 24 horas del día, los 7 días de la semana.`,
        "El bloqueo es inmediato: su tarjeta ya no puede utilizarse y puede pedir una nueva tarjeta en ese mismo momento.",
      ],
      links: [
        {
          label: `Bloquear la tarjeta por teléfono: ${cardBlockingPhone}`,
          href: phoneHref(bank.phones.cardBlocking),
        },
      ],
    },
    {
      title: "Impugnar una operación",
      paragraphs: [
        "En caso de robo o uso fraudulento, presente también una denuncia ante la policía o la gendarmería y conserve el justificante.",
        "Dispone de 13 meses a partir de la fecha de cargo para impugnar una operación que no haya autorizado. Las operaciones no autorizadas se le reembolsan en las condiciones previstas por el Code monétaire et financier (Código Monetario y Financiero francés).",
      ],
    },
    {
      title: "Reclamaciones y mediación",
      paragraphs: [
        `Para cualquier reclamación, póngase en contacto primero con su asesor y, después, con nuestro servicio de Reclamaciones por correo electrónico en ${bank.email} o por correo postal en ${bank.address}.`,
        "Acusaremos recibo de su reclamación en un plazo de 10 días hábiles y le responderemos en un plazo máximo de dos meses. Si se trata de un servicio de pago, recibirá nuestra respuesta en un plazo de 15 días hábiles, o de 35 días hábiles como máximo en situaciones excepcionales.",
        `Si la respuesta no le satisface, o si no ha recibido respuesta en esos plazos, puede acudir gratuitamente al ${mediator}, en el plazo de un año a partir de su reclamación por escrito. El mediador emite su dictamen en los 90 días siguientes a la recepción de un expediente completo.`,
      ],
    },
    {
      title: "Advertencias sobre el crédito",
      creditWarning: true,
      paragraphs: [creditMentions.simulation, creditMentions.withdrawal],
      list: [
        "Los seguros que ofrecemos con nuestros préstamos son opcionales: puede elegir un seguro equivalente con la aseguradora que prefiera.",
        "La tasa anual equivalente (TAE; TAEG en Francia) que figura en cada oferta incluye todos los gastos obligatorios del crédito.",
      ],
    },
    {
      title: "Advertencias sobre el ahorro y la inversión",
      paragraphs: [
        "Toda inversión conlleva un riesgo de pérdida de capital. Las rentabilidades pasadas no garantizan rentabilidades futuras. El valor de las inversiones en acciones, en unit linked (unités de compte) o en participaciones de SCPI (sociedades francesas de inversión inmobiliaria) puede tanto subir como bajar.",
        "Antes de invertir, lea el documento de datos fundamentales del producto y compruebe que la inversión se ajusta a su situación, a su horizonte de inversión y a su tolerancia al riesgo.",
        "Los tipos de interés de las cuentas de ahorro reguladas (livrets réglementés) los fijan las autoridades francesas y pueden variar. Sus depósitos están cubiertos por el Fonds de garantie des dépôts et de résolution (el fondo francés de garantía de depósitos) hasta 100.000 € por depositante.",
      ],
    },
    {
      title: "Información reglamentaria",
      paragraphs: [
        `${bank.legalName}, con un capital social de ${shareCapitalIn("es")} y domicilio social en ${bank.address}, está inscrita en el registro mercantil francés con la referencia ${bank.rcs}.`,
        `Entidad de crédito autorizada y supervisada por la Autorité de contrôle prudentiel et de résolution (ACPR, la autoridad francesa de supervisión bancaria), 4 place de Budapest, 75009 Paris. Mediador de seguros inscrito en el registro francés de intermediarios de seguros con el número ${bank.orias}.`,
      ],
    },
  ],
};
