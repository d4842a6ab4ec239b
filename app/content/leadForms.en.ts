import type * as french from "./leadForms";

export const leadFieldLabels: typeof french.leadFieldLabels = {
  expert: {
    companyName: "Company name",
    name: "Your name",
    function: "Position",
    email: "Email",
    objectives: "Investment objectives",
  },
  entreprise: {
    firstName: "First name",
    lastName: "Surname",
    phone: "Phone",
    email: "Email",
    companyType: "Type of business",
  },
  consultation: {
    companyName: "Company",
    name: "Name",
    role: "Position",
    email: "Email",
    strategicIssues: "Strategic issues",
  },
  international: {
    companyName: "Company",
    name: "Name",
    phone: "Phone",
    targetZone: "Target region",
  },
  rendezvous: {
    name: "Full name",
    phone: "Phone",
    email: "Email",
    subject: "Subject of your request",
    message: "Message",
  },
  pretAuto: {
    firstName: "First name",
    lastName: "Surname",
    email: "Email",
    phone: "Phone",
    vehicleType: "Type of vehicle",
    chosenVehicle: "Vehicle chosen",
  },
  pretPersonnel: {
    firstName: "First name",
    lastName: "Surname",
    email: "Email",
    phone: "Phone",
    monthlyIncome: "Net monthly income (€)",
    description: "About your project",
  },
  pretTravaux: {
    firstName: "First name",
    lastName: "Surname",
    email: "Email",
    phone: "Phone",
    worksType: "Type of works",
    description: "About your project",
  },
  pretVoyage: {
    firstName: "First name",
    lastName: "Surname",
    email: "Email",
    phone: "Phone",
    description: "Your travel plans",
  },
};

export const leadChoiceLabels: typeof french.leadChoiceLabels = {
  companyType: {
    microEntrepreneur: "Micro-entrepreneur (self-employed)",
    soleProprietorship: "Sole trader",
    sarl: "SARL (private limited company)",
    sas: "SAS (simplified joint-stock company)",
    liberalProfession: "Regulated profession",
    association: "Non-profit association",
    other: "Other",
  },
  targetZone: {
    europe: "Europe",
    northAmerica: "North America",
    southAmerica: "South America",
    asia: "Asia",
    africa: "Africa",
    middleEast: "Middle East",
  },
  subject: {
    wealthManagement: "Wealth management",
    investmentAdvice: "Investment advice",
    estatePlanning: "Estate planning",
    realEstateStrategy: "Property strategy",
    other: "Other",
  },
  vehicleType: {
    newCar: "New car",
    usedCar: "Used car",
    utilityVehicle: "Commercial vehicle",
    motorbike: "Motorbike or scooter",
  },
  worksType: {
    interiorRenovation: "Interior renovation",
    extension: "Extension",
    energyRenovation: "Energy efficiency improvements",
    exteriorWorks: "Exterior works",
  },
};
