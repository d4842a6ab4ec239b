import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { Cta } from "./types";
import { phoneIn } from "@domain/phone";

/** The date of the current version, written in Spanish. */
const updated = { label: "1 de noviembre de 2026", iso: legalUpdate.iso };

/** The bank's mediator, written in Spanish with the French name a letter should bear. */
const mediator = `Mediador de ${bank.name} (Médiateur d'${bank.name}), ${bank.address}`;

/** Who may open an account online (seed §9: 18+, French resident, legal capacity). */
export const eligibility = [
  "tener al menos 18 años en la fecha de la solicitud;",
  "residir en Francia;",
  "tener plena capacidad jurídica, es decir, no estar sujeto a una medida de tutela o curatela (tutelle o curatelle);",
  "actuar en su propio nombre y con fines ajenos a cualquier actividad profesional.",
];

export const termsOfUse: LegalDocument = {
  hero: {
    eyebrow: "Información legal",
    title: "Condiciones generales de uso",
    lead: `Las normas de uso del sitio web y del área de cliente de ${bank.name}, y los requisitos que debe cumplir para abrir una cuenta online.`,
  },
  updated,
  sections: [
    {
      title: "Artículo 1. Objeto",
      paragraphs: [
        `Las presentes condiciones generales de uso regulan el acceso y la utilización del sitio web ${siteHost} y del área de cliente, ambos publicados por ${bank.legalName}, con un capital social de ${shareCapitalIn("es")} y domicilio social en ${bank.address}, inscrita en el registro mercantil francés con la referencia ${bank.rcs}. ${bank.name} es una entidad de crédito autorizada y supervisada por la Autorité de contrôle prudentiel et de résolution (ACPR, la autoridad francesa de supervisión bancaria), 4 place de Budapest, 75009 Paris, y un mediador de seguros inscrito en el registro francés de intermediarios de seguros con el número ${bank.orias}.`,
        "Los productos y servicios bancarios se rigen por sus propios documentos contractuales (contrato de cuenta, contrato de crédito), que prevalecen sobre las presentes condiciones en caso de contradicción.",
      ],
    },
    {
      title: "Artículo 2. Acceso al sitio web y al área de cliente",
      paragraphs: [
        "El sitio web es accesible de forma gratuita, las 24 horas del día y los 7 días de la semana, para cualquier persona con acceso a Internet. Los gastos de conexión y el equipo corren por su cuenta.",
        `El área de cliente está reservada a los titulares de una cuenta, que se identifican con su correo electrónico y su contraseña. ${bank.name} puede suspender el acceso para realizar operaciones de mantenimiento o ante una amenaza para la seguridad, procurando reducir al mínimo las molestias ocasionadas.`,
      ],
    },
    {
      title: "Artículo 3. Requisitos para abrir una cuenta",
      paragraphs: ["Para abrir una cuenta personal online, usted debe:"],
      list: eligibility,
    },
    {
      title: "Artículo 4. Apertura de la cuenta",
      paragraphs: [
        "La solicitud se realiza online en tres pasos: sus datos personales, la seguridad de su cuenta y, por último, la finalización, en la que usted acepta las presentes condiciones.",
        `De conformidad con la normativa de prevención del blanqueo de capitales, ${bank.name} verifica su identidad y su domicilio y puede solicitarle documentos justificativos. La cuenta se abre una vez validada su solicitud, y le informaremos de ello por correo electrónico.`,
        `${bank.name} puede denegar la apertura de una cuenta. En ese caso, usted puede acogerse al procedimiento de derecho a cuenta (droit au compte) previsto en el artículo L. 312-1 del Code monétaire et financier (Código Monetario y Financiero francés).`,
      ],
    },
    {
      title: "Artículo 5. Seguridad de sus credenciales",
      paragraphs: [
        "Sus credenciales de acceso son personales y confidenciales. Usted se compromete a mantenerlas en secreto y a elegir una contraseña de al menos 8 caracteres, con mayúsculas, minúsculas y cifras, que no utilice en ningún otro sitio web.",
        `Tras varios intentos de acceso fallidos, el acceso se bloquea temporalmente para protegerle. Si sospecha que alguien está utilizando sus credenciales de forma fraudulenta, cambie su contraseña de inmediato y avísenos llamando al ${phoneIn(bank.phones.customerService, "es")}. ${bank.name} nunca le pedirá su contraseña.`,
      ],
    },
    {
      title: "Artículo 6. Responsabilidad",
      paragraphs: [
        `${bank.name} emplea medios razonables para garantizar la exactitud de la información publicada y la disponibilidad del sitio web. La información y las simulaciones que se muestran son orientativas y no constituyen ni una oferta en firme ni un asesoramiento personalizado.`,
        `Salvo que medie culpa por su parte, ${bank.name} no es responsable de los daños derivados de una interrupción del sitio web, de un uso contrario a las presentes condiciones o de la divulgación de sus credenciales. Usted es responsable de la seguridad de su equipo y del uso que haga del sitio web.`,
      ],
    },
    {
      title: "Artículo 7. Propiedad intelectual",
      paragraphs: [
        `El sitio web y cada uno de sus elementos (textos, logotipos, marcas, elementos gráficos, software) son propiedad de ${bank.name} o se utilizan con la debida autorización. Queda prohibida cualquier reproducción o representación, total o parcial, sin autorización previa por escrito, que constituiría una infracción (contrefaçon) sancionada por el Code de la propriété intellectuelle (Código de la Propiedad Intelectual francés).`,
      ],
    },
    {
      title: "Artículo 8. Derecho de desistimiento",
      paragraphs: [
        "Cuando contrata un producto o servicio a distancia, dispone de un plazo de 14 días naturales para desistir, sin necesidad de indicar el motivo y sin penalización alguna. En el caso de un crédito, este plazo empieza a contar desde la firma de su contrato de crédito.",
        `Para ejercer este derecho, escríbanos a ${bank.email} o envíenos una carta certificada con acuse de recibo a ${bank.address}.`,
      ],
    },
    {
      title: "Artículo 9. Datos personales",
      paragraphs: [
        "El tratamiento de sus datos personales, sus plazos de conservación y sus derechos se describen en nuestra política de privacidad.",
      ],
      links: [{ label: "Leer la política de privacidad", href: "/politiquesConfidentialite" }],
    },
    {
      title: "Artículo 10. Legislación aplicable, reclamaciones y mediación",
      paragraphs: [
        "Las presentes condiciones están redactadas en francés y se rigen por la legislación francesa.",
        `En caso de desacuerdo, presente primero una reclamación ante su asesor o a nuestro servicio de atención al cliente. Si el desacuerdo persiste, puede acudir gratuitamente al ${mediator}, en el plazo de un año a partir de su reclamación por escrito. A falta de una solución amistosa, el litigio se someterá a los tribunales franceses competentes.`,
      ],
      links: [
        {
          label: "Reclamaciones y mediación: página de Ayuda",
          href: "/avertissements",
        },
      ],
    },
    {
      title: "Artículo 11. Modificación de las condiciones",
      paragraphs: [
        `${bank.name} puede modificar las presentes condiciones. La versión aplicable es la publicada en el sitio web en el momento de su visita; su fecha figura en la parte superior de esta página.`,
      ],
    },
  ],
};

export const termsAcceptance: { title: string; text: string; cta: Cta } = {
  title: "Aceptar las condiciones",
  text: "Usted acepta las presentes condiciones generales de uso al abrir su cuenta, marcando la casilla prevista para ello en el último paso del registro. Puede volver a consultarlas en cualquier momento en esta página.",
  cta: { label: "Aceptar y abrir una cuenta", to: "/signup" },
};
