import type * as french from "./leadForms";

export const leadFieldLabels: typeof french.leadFieldLabels = {
  expert: {
    companyName: "Name des Unternehmens",
    name: "Ihr Name",
    function: "Position",
    email: "E-Mail",
    objectives: "Anlageziele",
  },
  entreprise: {
    firstName: "Vorname",
    lastName: "Nachname",
    phone: "Telefon",
    email: "E-Mail",
    companyType: "Unternehmensform",
  },
  consultation: {
    companyName: "Unternehmen",
    name: "Name",
    role: "Position",
    email: "E-Mail",
    strategicIssues: "Strategische Fragen",
  },
  international: {
    companyName: "Unternehmen",
    name: "Name",
    phone: "Telefon",
    targetZone: "Zielregion",
  },
  rendezvous: {
    name: "Vollständiger Name",
    phone: "Telefon",
    email: "E-Mail",
    subject: "Anliegen",
    message: "Nachricht",
  },
  pretAuto: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    vehicleType: "Fahrzeugart",
    chosenVehicle: "Gewünschtes Fahrzeug",
  },
  pretPersonnel: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    monthlyIncome: "Monatliches Nettoeinkommen (€)",
    description: "Beschreibung des Vorhabens",
  },
  pretTravaux: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    worksType: "Art der Arbeiten",
    description: "Beschreibung des Vorhabens",
  },
  pretVoyage: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    description: "Ihr Reisevorhaben",
  },
};

export const leadChoiceLabels: typeof french.leadChoiceLabels = {
  companyType: {
    microEntrepreneur: "Kleinunternehmer (Micro-entrepreneur)",
    soleProprietorship: "Einzelunternehmen",
    sarl: "SARL (vergleichbar mit einer GmbH)",
    sas: "SAS (vereinfachte Aktiengesellschaft)",
    liberalProfession: "Freier Beruf",
    association: "Verein",
    other: "Sonstiges",
  },
  targetZone: {
    europe: "Europa",
    northAmerica: "Nordamerika",
    southAmerica: "Südamerika",
    asia: "Asien",
    africa: "Afrika",
    middleEast: "Naher Osten",
  },
  subject: {
    wealthManagement: "Vermögensverwaltung",
    investmentAdvice: "Anlageberatung",
    estatePlanning: "Nachlassplanung",
    realEstateStrategy: "Immobilienstrategie",
    other: "Sonstiges",
  },
  vehicleType: {
    newCar: "Neuwagen",
    usedCar: "Gebrauchtwagen",
    utilityVehicle: "Nutzfahrzeug",
    motorbike: "Motorrad oder Roller",
  },
  worksType: {
    interiorRenovation: "Innenrenovierung",
    extension: "Anbau und Erweiterung",
    energyRenovation: "Energetische Sanierung",
    exteriorWorks: "Außenarbeiten",
  },
};
