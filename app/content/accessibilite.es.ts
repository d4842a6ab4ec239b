import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";

/** The date of the current version, written in Spanish. */
const updated = { label: "1 de noviembre de 2026", iso: legalUpdate.iso };

export const accessibilityEmail = "accessibilite@aurore-banque.example";

/** The status also shown in every footer; it must read the same in both places. */
export const conformityStatus = "parcialmente conforme";

export const accessibilityStatement: LegalDocument = {
  hero: {
    eyebrow: "Accesibilidad",
    title: "Declaración de accesibilidad",
    lead: `${bank.name} se compromete a que su sitio web pueda utilizarlo cualquier persona, sea cual sea su discapacidad, su dispositivo o su forma de navegar.`,
  },
  updated,
  sections: [
    {
      title: "Nuestro compromiso",
      paragraphs: [
        `${bank.name} se compromete a que sus servicios online sean accesibles, de conformidad con el artículo 47 de la ley francesa n.º 2005-102, de 11 de febrero de 2005, y con los requisitos de accesibilidad aplicables a los servicios bancarios desde el 28 de junio de 2025.`,
        `Esta declaración de accesibilidad se aplica al sitio web ${siteHost}. Nuestro objetivo es el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG 2.1), recogidas en el Référentiel général d'amélioration de l'accessibilité (RGAA 4.1, el marco de referencia francés de accesibilidad).`,
      ],
    },
    {
      title: "Estado de conformidad",
      paragraphs: [
        `El sitio web ${siteHost} es ${conformityStatus} con el RGAA 4.1.`,
        "Este estado se basa en nuestras propias comprobaciones: todavía no se ha realizado una auditoría completa de conformidad con el RGAA. Esta auditoría está en curso; sus resultados, incluido el porcentaje de conformidad, se publicarán en esta página.",
      ],
    },
    {
      title: "Resultados de las pruebas",
      paragraphs: [
        "Mientras se realiza la auditoría, cada página del sitio web se prueba automáticamente con la herramienta axe en cada nueva versión. Estas pruebas detectan parte de los defectos: contrastes insuficientes, imágenes sin alternativa textual, encabezados mal jerarquizados, campos de formulario sin etiqueta.",
        "Las pruebas automatizadas no detectan todos los obstáculos y no sustituyen a una auditoría realizada por expertos con usuarios de productos de apoyo.",
      ],
    },
    {
      title: "Tecnologías utilizadas",
      paragraphs: ["La accesibilidad del sitio web se basa en las siguientes tecnologías:"],
      list: ["HTML", "CSS", "JavaScript", "WAI-ARIA"],
    },
    {
      title: "Entorno de pruebas",
      paragraphs: [
        "Las comprobaciones automatizadas se realizan con la biblioteca axe-core en el navegador Chromium. Las pruebas con lectores de pantalla y programas de ampliación de pantalla se llevarán a cabo durante la auditoría.",
      ],
    },
    {
      title: "Contenido no accesible",
      paragraphs: [
        "Hasta la fecha no se ha documentado ningún incumplimiento, y ningún contenido está sujeto a una excepción. Si la auditoría detecta incumplimientos, se enumerarán aquí junto con las correcciones previstas y su calendario.",
      ],
    },
    {
      title: "Elaboración de esta declaración",
      paragraphs: [`Esta declaración se elaboró el ${updated.label}.`],
    },
    {
      title: "Comentarios y contacto",
      paragraphs: [
        "Si no consigue acceder a un contenido o a un servicio, póngase en contacto con nosotros: le indicaremos una alternativa accesible o le facilitaremos el contenido en otro formato.",
      ],
      list: [
        `por correo electrónico: ${accessibilityEmail};`,
        `por correo postal: ${bank.name}, Accessibilité, ${bank.address};`,
        `por teléfono: ${phoneIn(bank.phones.customerService, "es")}, de lunes a viernes, de 9:00 a 18:00 (hora de París).`,
      ],
      links: [
        {
          label: `Comunicar un problema de accesibilidad: ${accessibilityEmail}`,
          href: `mailto:${accessibilityEmail}`,
        },
      ],
    },
    {
      title: "Vías de recurso",
      paragraphs: [
        "Si nos ha comunicado un problema de accesibilidad que le impide acceder a un contenido o a un servicio y no ha obtenido una respuesta satisfactoria, puede dirigirse al Défenseur des droits (el Defensor de los Derechos francés):",
      ],
      list: [
        "mediante el formulario online del Défenseur des droits;",
        "poniéndose en contacto con el delegado del Défenseur des droits en su región;",
        "por correo postal, gratuito y sin franqueo: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
      ],
      links: [
        {
          label: "Escribir al Défenseur des droits (formulario online)",
          href: "https://formulaire.defenseurdesdroits.fr/",
        },
      ],
    },
  ],
};
