import type { LegalDocument } from "~/components/ui/LegalArticle";
import { dataProtectionOfficer, legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { RetentionPeriod } from "./politiquesConfidentialite";

export type { RetentionPeriod };

/** The date of the current version, written in Spanish. */
const updated = { label: "1 de noviembre de 2026", iso: legalUpdate.iso };

/** The Data Protection Officer's postal address, with its first line in Spanish. */
const dataProtectionOfficerAddress = `Delegado de protección de datos, ${bank.name}, ${bank.address}`;

/** How long each kind of data is kept before it is deleted or anonymised. */
export const retentionPeriods: RetentionPeriod[] = [
  {
    id: "prospects",
    data: "Datos de clientes potenciales (solicitudes de contacto, citas, newsletter)",
    period: "3 años",
    startsFrom: "desde el último contacto",
  },
  {
    id: "clients",
    data: "Datos de clientes",
    period: "5 años",
    startsFrom: "tras el fin de la relación",
  },
  {
    id: "connectionLogs",
    data: "Datos de conexión",
    period: "13 meses",
    startsFrom: "desde su registro",
  },
  {
    id: "creditApplications",
    data: "Solicitudes de crédito no concedidas o abandonadas, con su documentación justificativa",
    period: "6 meses",
    startsFrom: "desde la denegación, el desistimiento o la última actividad en la solicitud",
  },
  {
    id: "signedLoans",
    data: "Créditos firmados, con su solicitud y su documentación justificativa",
    period: "toda la vigencia del contrato y, después, 5 años",
    startsFrom: "desde su finalización",
  },
  {
    id: "supportingDocuments",
    data: "Otros documentos justificativos",
    period: "5 años",
    startsFrom: "tras el fin de la relación o de la operación de que se trate",
  },
];

export const privacyPolicy: LegalDocument = {
  hero: {
    eyebrow: "Datos personales",
    title: "Política de privacidad",
    lead: `Cómo ${bank.name} recoge, utiliza y protege sus datos personales, durante cuánto tiempo los conservamos y cómo puede ejercer sus derechos.`,
  },
  updated,
  sections: [
    {
      title: "Responsable del tratamiento",
      paragraphs: [
        `${bank.legalName}, con un capital social de ${shareCapitalIn("es")} y domicilio social en ${bank.address}, inscrita en el registro mercantil francés con la referencia ${bank.rcs}, es la responsable de los tratamientos descritos en esta política. Aplica el Reglamento General de Protección de Datos (RGPD) y la loi Informatique et Libertés (la ley francesa de protección de datos).`,
        `Puede ponerse en contacto con nuestro delegado de protección de datos (DPD) por correo electrónico en ${dataProtectionOfficer.email} o por correo postal: ${dataProtectionOfficerAddress}.`,
      ],
      links: [
        {
          label: `Escribir al delegado de protección de datos: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Datos que recogemos",
      paragraphs: [
        "Solo recogemos los datos necesarios para prestar nuestros servicios. Los campos obligatorios de los formularios están señalados: sin esa información, no podemos tramitar su solicitud.",
      ],
      list: [
        "Identidad y datos de contacto: apellidos, nombre, fecha de nacimiento, género, correo electrónico, número de teléfono, país de residencia.",
        "Datos bancarios y financieros: divisa y movimientos de la cuenta, ingresos y gastos declarados en una solicitud de crédito.",
        "Documentos justificativos: documento de identidad, justificante de domicilio, nóminas, notificaciones del impuesto sobre la renta.",
        "Datos de conexión: dirección IP, fecha y hora de las conexiones, registros de seguridad.",
      ],
    },
    {
      title: "Finalidades y bases jurídicas",
      paragraphs: ["Cada tratamiento se basa en una de las bases jurídicas previstas por el RGPD:"],
      list: [
        "Apertura y gestión de su cuenta, concesión y seguimiento de sus créditos: la ejecución del contrato o de medidas precontractuales adoptadas a petición suya.",
        "Verificación de su identidad, prevención del blanqueo de capitales y de la financiación del terrorismo, obligaciones fiscales: el cumplimiento de nuestras obligaciones legales.",
        "Seguridad del sitio web, prevención del fraude, respuesta a sus solicitudes de contacto: nuestro interés legítimo en proteger a nuestros clientes y en responder a los clientes potenciales.",
        "Envío de la newsletter y de ofertas comerciales por correo electrónico: su consentimiento, que puede retirar en cualquier momento.",
      ],
    },
    {
      title: "Destinatarios de los datos",
      paragraphs: [
        `Sus datos están destinados únicamente a los empleados de ${bank.name} autorizados a tratarlos, dentro de los límites de sus funciones. También pueden comunicarse:`,
      ],
      list: [
        "a nuestros proveedores técnicos (alojamiento, envío de correos electrónicos), vinculados por contrato y sujetos a un deber de confidencialidad;",
        "a nuestras aseguradoras asociadas, cuando contrata un seguro opcional;",
        "a las autoridades administrativas y judiciales, en los casos previstos por la ley.",
      ],
    },
    {
      title: "Plazos de conservación",
      paragraphs: [
        "Conservamos sus datos durante el tiempo necesario para cada finalidad y, después, los suprimimos o los anonimizamos. Nunca vendemos ni alquilamos sus datos.",
      ],
      list: retentionPeriods.map((item) => `${item.data}: ${item.period} ${item.startsFrom}.`),
    },
    {
      title: "Sus derechos",
      paragraphs: ["Usted dispone en todo momento de los siguientes derechos sobre sus datos:"],
      list: [
        "derecho de acceso a sus datos y a obtener una copia de ellos;",
        "derecho de rectificación de los datos inexactos o incompletos;",
        "derecho de supresión, salvo cuando la ley nos obligue a conservarlos;",
        "derecho a la limitación del tratamiento;",
        "derecho a la portabilidad de los datos que nos haya facilitado;",
        "derecho de oposición, en particular a la prospección comercial, sin necesidad de justificarlo;",
        "derecho a establecer directrices sobre el destino de sus datos tras su fallecimiento.",
      ],
    },
    {
      title: "Cómo ejercer sus derechos",
      paragraphs: [
        `Escriba a nuestro delegado de protección de datos a ${dataProtectionOfficer.email} o por correo postal a la dirección de nuestro domicilio social, indicando el objeto de su solicitud. Si tenemos dudas razonables sobre su identidad, podemos pedirle un documento que la acredite.`,
        "Le responderemos en el plazo de un mes, que puede prorrogarse dos meses más en el caso de una solicitud compleja; si es así, se lo comunicaremos.",
      ],
      links: [
        {
          label: `Ejercer sus derechos por correo electrónico: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Reclamación ante la CNIL",
      paragraphs: [
        "Si, tras ponerse en contacto con nosotros, considera que no se respetan sus derechos, puede presentar una reclamación ante la Commission nationale de l'informatique et des libertés (CNIL, la autoridad francesa de protección de datos), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, o por internet.",
      ],
      links: [
        {
          label: "Presentar una reclamación online ante la CNIL",
          href: "https://www.cnil.fr/fr/plaintes",
        },
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Nuestro sitio web utiliza una única cookie: la cookie de sesión, estrictamente necesaria, que le mantiene conectado a su área de cliente. Solo se instala cuando usted inicia sesión y caduca al final de la sesión: tras 30 minutos de inactividad y, como máximo, 12 horas después de iniciarla. Si marca la casilla «Recordarme», sigue siendo válida aunque cierre el navegador, con los mismos límites, y su dirección de correo electrónico se guarda en el navegador para rellenar automáticamente el formulario de acceso.",
        "Como esta cookie es imprescindible para el servicio que usted solicita, no requiere su consentimiento. No utilizamos ninguna cookie publicitaria, ningún rastreador de medición de audiencia ni ningún botón para compartir en redes sociales.",
      ],
    },
    {
      title: "Seguridad de los datos",
      paragraphs: [
        "Protegemos sus datos con medidas técnicas y organizativas adecuadas: conexión cifrada, contraseñas guardadas en forma de hash, que nadie puede leer, limitación de los intentos de acceso, acceso reservado a los empleados autorizados y registro de los accesos.",
      ],
    },
    {
      title: "Transferencias fuera de la Unión Europea",
      paragraphs: [
        "Sus datos se alojan y se tratan dentro de la Unión Europea. No se realiza ninguna transferencia fuera de la Unión Europea.",
      ],
    },
    {
      title: "Cambios en esta política",
      paragraphs: [
        "Podemos modificar esta política; la fecha de su última actualización figura en la parte superior de esta página. Si se produce un cambio importante, se lo comunicaremos por correo electrónico o en su área de cliente.",
      ],
    },
  ],
};
