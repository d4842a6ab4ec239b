import type { LeadKind } from "@domain/leads/forms";

/**
 * The lead forms' fields as the page words them, by form and field name; the choices of their
 * selects by field name and code. French is `leadForms`' own wording (the staff's screens read it
 * there): a test keeps the two equal.
 */
export const leadFieldLabels: Record<LeadKind, Record<string, string>> = {
  expert: {
    companyName: "Nom de l'entreprise",
    name: "Votre nom",
    function: "Fonction",
    email: "Email",
    objectives: "Objectifs d'investissement",
  },
  entreprise: {
    firstName: "Prénom",
    lastName: "Nom",
    phone: "Téléphone",
    email: "Email",
    companyType: "Type d'entreprise",
  },
  consultation: {
    companyName: "Entreprise",
    name: "Nom",
    role: "Fonction",
    email: "Email",
    strategicIssues: "Enjeux stratégiques",
  },
  international: {
    companyName: "Entreprise",
    name: "Nom",
    phone: "Téléphone",
    targetZone: "Zone cible",
  },
  rendezvous: {
    name: "Nom complet",
    phone: "Téléphone",
    email: "Email",
    subject: "Objet de votre demande",
    message: "Message",
  },
  pretAuto: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone",
    vehicleType: "Type de véhicule",
    chosenVehicle: "Véhicule choisi",
  },
  pretPersonnel: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone",
    monthlyIncome: "Revenus nets mensuels (€)",
    description: "Description du projet",
  },
  pretTravaux: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone",
    worksType: "Type de travaux",
    description: "Description du projet",
  },
  pretVoyage: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone",
    description: "Votre projet de voyage",
  },
};

export const leadChoiceLabels: Record<string, Record<string, string>> = {
  companyType: {
    microEntrepreneur: "Auto-entrepreneur / micro-entrepreneur",
    soleProprietorship: "Entreprise individuelle",
    sarl: "SARL",
    sas: "SAS",
    liberalProfession: "Profession libérale",
    association: "Association",
    other: "Autre",
  },
  targetZone: {
    europe: "Europe",
    northAmerica: "Amérique du Nord",
    southAmerica: "Amérique du Sud",
    asia: "Asie",
    africa: "Afrique",
    middleEast: "Moyen-Orient",
  },
  subject: {
    wealthManagement: "Gestion de patrimoine",
    investmentAdvice: "Conseil en investissement",
    estatePlanning: "Optimisation de la succession",
    realEstateStrategy: "Stratégie immobilière",
    other: "Autre",
  },
  vehicleType: {
    newCar: "Voiture neuve",
    usedCar: "Voiture d'occasion",
    utilityVehicle: "Véhicule utilitaire",
    motorbike: "Moto ou scooter",
  },
  worksType: {
    interiorRenovation: "Rénovation intérieure",
    extension: "Extension et agrandissement",
    energyRenovation: "Rénovation énergétique",
    exteriorWorks: "Travaux extérieurs",
  },
};
