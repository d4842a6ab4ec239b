/**
 * The standard form a FIPEN must follow, as the sources below show it: the headings of its parts and
 * rows in its order. Tests hold the sheet of `buildFipen` and its PDF against it, so that a row
 * removed, renamed or moved fails. docs/decisions/034-fipen-form-in-force.md says what each source
 * showed and what could not be read.
 */

export interface FormSource {
  text: string;
  url: string;
  /** The day the search tool gave the text (or, where `text` says so, only its title and link). */
  read: string;
}

export interface FormRow {
  /** The row's heading in the model. */
  heading: string;
  /**
   * The heading the sheet shows when the model's carries a clause that does not apply to these
   * loans (« ou, le cas échéant, les différents taux débiteurs… » for a credit at one rate).
   */
  shown?: string;
  /**
   * « Le cas échéant »: the model says to delete the row when it does not apply, and the optional
   * contact details (the fax number) may be left out.
   */
  optional?: true;
  /** The model's sub-heading this row opens. */
  group?: string;
}

export interface FormPart {
  title: string;
  rows: readonly FormRow[];
}

/** A row the sheet holds beyond the model, with the text that requires it. */
export interface FormAddition {
  section: string;
  heading: string;
  because: string;
}

export interface FipenForm {
  name: string;
  /** The first day the form applies, `YYYY-MM-DD`. */
  inForceFrom: string;
  sources: Record<
    "keyInformation" | "sections" | "distanceSectionTitle" | "debtAdvice",
    FormSource
  >;
  /** Part I, always on the first page. */
  keyInformation: FormPart;
  /** The five sections that follow it. */
  sections: readonly FormPart[];
  additions: readonly FormAddition[];
}

export const fipenForm: FipenForm = {
  name: "Informations précontractuelles européennes normalisées en matière de crédit aux consommateurs",
  inForceFrom: "2026-11-20",
  sources: {
    keyInformation: {
      text: "Directive (UE) 2023/2225 du 18 octobre 2023, annexe I, partie I « Key information » (toujours sur la première page du formulaire), lue en anglais ; les intitulés français sont ceux des mêmes lignes du modèle annexé à l'article R312-5",
      url: "https://www.fantasticsearch.net/law/eu/en?article=1&id=z2wlZpsB1anJoctMQuI7",
      read: "2026-11-27",
    },
    sections: {
      text: "Code de la consommation, annexe à l'article R312-5, « Informations précontractuelles européennes normalisées en matière de crédit aux consommateurs » (et sa traduction anglaise pour les lignes que l'extrait français ne montre pas)",
      url: "https://avocat24.fr/laws/code-de-la-consommation/annexe-a-larticle-r312-5",
      read: "2026-11-27",
    },
    distanceSectionTitle: {
      text: "Intitulé de la section 5 tel que l'issue 32 le donne, dans le vocabulaire des textes nouveaux (« commercialisation à distance de services financiers », titre de l'ordonnance n° 2026-2 du 5 janvier 2026, relevé avec son lien Légifrance, texte non lu) ; le modèle de 2008 dit « vente à distance »",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053298845",
      read: "2026-11-27",
    },
    debtAdvice: {
      text: "Décret n° 2026-105 du 19 février 2026 (JO du 20 février 2026) : refonte du formulaire et coordonnées d'un service de conseil aux personnes endettées",
      url: "https://www.jm-audit-expertise.com/actualites/credit-a-la-consommation-nouveau-cadre-reglementaire-pour-renforcer-la-protection-emprunteurs",
      read: "2026-11-27",
    },
  },

  keyInformation: {
    title: "Informations clés",
    rows: [
      { heading: "Prêteur" },
      { heading: "Intermédiaire de crédit", optional: true },
      { heading: "Montant total du crédit" },
      { heading: "Durée du contrat de crédit" },
      {
        heading:
          "Taux débiteur ou, le cas échéant, les différents taux débiteurs qui s'appliquent au contrat de crédit",
        shown: "Taux débiteur",
      },
      { heading: "Taux annuel effectif global (TAEG)" },
      { heading: "Montant total que vous devrez payer" },
      { heading: "Nom du bien ou du service et prix au comptant", optional: true },
      { heading: "Frais en cas de retard de paiement" },
    ],
  },

  sections: [
    {
      title: "1. Identité et coordonnées du prêteur",
      rows: [
        { heading: "Prêteur" },
        { heading: "Adresse" },
        { heading: "Numéro de téléphone" },
        { heading: "Adresse électronique" },
        { heading: "Numéro de télécopieur", optional: true },
        { heading: "Adresse internet" },
        { heading: "Intermédiaire de crédit", optional: true },
      ],
    },
    {
      title: "2. Description des principales caractéristiques du crédit",
      rows: [
        { heading: "Type de crédit" },
        { heading: "Montant total du crédit" },
        { heading: "Conditions de mise à disposition des fonds" },
        { heading: "Durée du contrat de crédit" },
        {
          heading:
            "Échéances et, le cas échéant, l'ordre dans lequel les échéances seront affectées",
          shown: "Échéances",
        },
        { heading: "Montant total que vous devrez payer" },
        { heading: "Nom du bien ou du service et prix au comptant", optional: true },
        { heading: "Location avec option d'achat", optional: true },
        { heading: "Sûretés exigées", optional: true },
        {
          heading: "Les remboursements n'entraînent pas un amortissement immédiat du capital",
          optional: true,
        },
      ],
    },
    {
      title: "3. Coût du crédit",
      rows: [
        {
          heading:
            "Taux débiteur ou, le cas échéant, les différents taux débiteurs qui s'appliquent au contrat de crédit",
          shown: "Taux débiteur",
        },
        { heading: "Taux annuel effectif global (TAEG)" },
        {
          heading:
            "Est-il obligatoire, pour obtenir le crédit ou pour l'obtenir aux conditions annoncées, de souscrire une assurance liée au crédit ou un autre contrat de service accessoire ?",
        },
        { heading: "Coûts liés", optional: true },
        { heading: "Frais en cas de retard de paiement" },
      ],
    },
    {
      title: "4. Autres aspects juridiques importants",
      rows: [
        { heading: "Droit de rétractation" },
        { heading: "Remboursement anticipé" },
        { heading: "Consultation d'une base de données" },
        { heading: "Droit à un projet de contrat de crédit" },
        {
          heading: "Délai pendant lequel le prêteur est lié par les informations précontractuelles",
          optional: true,
        },
      ],
    },
    {
      title:
        "5. Informations complémentaires en cas de commercialisation à distance de services financiers",
      rows: [
        {
          group: "a) Concernant le prêteur",
          heading: "Représentant du prêteur dans l'État membre dans lequel vous résidez",
          optional: true,
        },
        { heading: "Enregistrement" },
        { heading: "Autorité de surveillance" },
        {
          group: "b) Concernant le contrat de crédit",
          heading: "Exercice du droit de rétractation",
        },
        {
          heading:
            "La législation sur laquelle le prêteur se fonde pour établir des relations avec vous avant la conclusion du contrat de crédit",
          optional: true,
        },
        {
          heading:
            "Clause concernant la législation applicable au contrat de crédit et/ou la juridiction compétente",
          optional: true,
        },
        { heading: "Régime linguistique" },
        {
          group: "c) Concernant le recours",
          heading:
            "Existence de procédures extrajudiciaires de réclamation et de recours et modalités d'accès",
        },
      ],
    },
  ],

  additions: [
    {
      section: "4. Autres aspects juridiques importants",
      heading: "Difficultés de remboursement",
      because:
        "le décret n° 2026-105 fait mentionner les coordonnées d'un service de conseil aux personnes endettées ; l'intitulé et la place de cette ligne dans le nouveau formulaire n'ont pas pu être lus",
    },
  ],
};

/** The heading a sheet shows for a row of the form. */
export const shownHeading = (row: FormRow) => row.shown ?? row.heading;
