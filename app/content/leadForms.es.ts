import type * as french from "./leadForms";

export const leadFieldLabels: typeof french.leadFieldLabels = {
  expert: {
    companyName: "Nombre de la empresa",
    name: "Su nombre",
    function: "Cargo",
    email: "Correo electrónico",
    objectives: "Objetivos de inversión",
  },
  entreprise: {
    firstName: "Nombre",
    lastName: "Apellidos",
    phone: "Teléfono",
    email: "Correo electrónico",
    companyType: "Tipo de empresa",
  },
  consultation: {
    companyName: "Empresa",
    name: "Nombre",
    role: "Cargo",
    email: "Correo electrónico",
    strategicIssues: "Retos estratégicos",
  },
  international: {
    companyName: "Empresa",
    name: "Nombre",
    phone: "Teléfono",
    targetZone: "Zona objetivo",
  },
  rendezvous: {
    name: "Nombre completo",
    phone: "Teléfono",
    email: "Correo electrónico",
    subject: "Motivo de su solicitud",
    message: "Mensaje",
  },
  pretAuto: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    vehicleType: "Tipo de vehículo",
    chosenVehicle: "Vehículo elegido",
  },
  pretPersonnel: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    monthlyIncome: "Ingresos netos mensuales (€)",
    description: "Descripción del proyecto",
  },
  pretTravaux: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    worksType: "Tipo de obras",
    description: "Descripción del proyecto",
  },
  pretVoyage: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    description: "Su proyecto de viaje",
  },
};

export const leadChoiceLabels: typeof french.leadChoiceLabels = {
  companyType: {
    microEntrepreneur: "Autónomo / microempresario",
    soleProprietorship: "Empresa individual",
    sarl: "SARL (sociedad de responsabilidad limitada)",
    sas: "SAS (sociedad por acciones simplificada)",
    liberalProfession: "Profesión liberal",
    association: "Asociación",
    other: "Otro",
  },
  targetZone: {
    europe: "Europa",
    northAmerica: "América del Norte",
    southAmerica: "América del Sur",
    asia: "Asia",
    africa: "África",
    middleEast: "Oriente Medio",
  },
  subject: {
    wealthManagement: "Gestión patrimonial",
    investmentAdvice: "Asesoramiento en inversión",
    estatePlanning: "Planificación sucesoria",
    realEstateStrategy: "Estrategia inmobiliaria",
    other: "Otro",
  },
  vehicleType: {
    newCar: "Coche nuevo",
    usedCar: "Coche de segunda mano",
    utilityVehicle: "Vehículo comercial",
    motorbike: "Moto o scooter",
  },
  worksType: {
    interiorRenovation: "Reforma interior",
    extension: "Ampliación",
    energyRenovation: "Rehabilitación energética",
    exteriorWorks: "Obras exteriores",
  },
};
