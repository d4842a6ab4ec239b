import type { LeadKind } from "@domain/leads/forms";
import type { Translate } from "~/i18n/catalogs";

/**
 * The lead forms' field labels and choices in one language, from the `leadForms` catalogs
 * (app/content/catalogs/leadForms/<language>.po).
 */
export function leadFormsContentIn(t: Translate) {
  /**
   * The lead forms' fields as the page words them, by form and field name; the choices of their
   * selects by field name and code. French is `leadForms`' own wording (the staff's screens read it
   * there): a test keeps the two equal.
   */
  const leadFieldLabels: Record<LeadKind, Record<string, string>> = {
    expert: {
      companyName: t("leadFieldLabels.expert.companyName"),
      name: t("leadFieldLabels.expert.name"),
      function: t("leadFieldLabels.expert.function"),
      email: t("leadFieldLabels.expert.email"),
      objectives: t("leadFieldLabels.expert.objectives"),
    },
    entreprise: {
      firstName: t("leadFieldLabels.entreprise.firstName"),
      lastName: t("leadFieldLabels.entreprise.lastName"),
      phone: t("leadFieldLabels.entreprise.phone"),
      email: t("leadFieldLabels.entreprise.email"),
      companyType: t("leadFieldLabels.entreprise.companyType"),
    },
    consultation: {
      companyName: t("leadFieldLabels.consultation.companyName"),
      name: t("leadFieldLabels.consultation.name"),
      role: t("leadFieldLabels.consultation.role"),
      email: t("leadFieldLabels.consultation.email"),
      strategicIssues: t("leadFieldLabels.consultation.strategicIssues"),
    },
    international: {
      companyName: t("leadFieldLabels.international.companyName"),
      name: t("leadFieldLabels.international.name"),
      phone: t("leadFieldLabels.international.phone"),
      targetZone: t("leadFieldLabels.international.targetZone"),
    },
    rendezvous: {
      name: t("leadFieldLabels.rendezvous.name"),
      phone: t("leadFieldLabels.rendezvous.phone"),
      email: t("leadFieldLabels.rendezvous.email"),
      subject: t("leadFieldLabels.rendezvous.subject"),
      message: t("leadFieldLabels.rendezvous.message"),
    },
    pretAuto: {
      firstName: t("leadFieldLabels.pretAuto.firstName"),
      lastName: t("leadFieldLabels.pretAuto.lastName"),
      email: t("leadFieldLabels.pretAuto.email"),
      phone: t("leadFieldLabels.pretAuto.phone"),
      vehicleType: t("leadFieldLabels.pretAuto.vehicleType"),
      chosenVehicle: t("leadFieldLabels.pretAuto.chosenVehicle"),
    },
    pretPersonnel: {
      firstName: t("leadFieldLabels.pretPersonnel.firstName"),
      lastName: t("leadFieldLabels.pretPersonnel.lastName"),
      email: t("leadFieldLabels.pretPersonnel.email"),
      phone: t("leadFieldLabels.pretPersonnel.phone"),
      monthlyIncome: t("leadFieldLabels.pretPersonnel.monthlyIncome"),
      description: t("leadFieldLabels.pretPersonnel.description"),
    },
    pretTravaux: {
      firstName: t("leadFieldLabels.pretTravaux.firstName"),
      lastName: t("leadFieldLabels.pretTravaux.lastName"),
      email: t("leadFieldLabels.pretTravaux.email"),
      phone: t("leadFieldLabels.pretTravaux.phone"),
      worksType: t("leadFieldLabels.pretTravaux.worksType"),
      description: t("leadFieldLabels.pretTravaux.description"),
    },
    pretVoyage: {
      firstName: t("leadFieldLabels.pretVoyage.firstName"),
      lastName: t("leadFieldLabels.pretVoyage.lastName"),
      email: t("leadFieldLabels.pretVoyage.email"),
      phone: t("leadFieldLabels.pretVoyage.phone"),
      description: t("leadFieldLabels.pretVoyage.description"),
    },
  };

  const leadChoiceLabels: Record<string, Record<string, string>> = {
    companyType: {
      microEntrepreneur: t("leadChoiceLabels.companyType.microEntrepreneur"),
      soleProprietorship: t("leadChoiceLabels.companyType.soleProprietorship"),
      sarl: t("leadChoiceLabels.companyType.sarl"),
      sas: t("leadChoiceLabels.companyType.sas"),
      liberalProfession: t("leadChoiceLabels.companyType.liberalProfession"),
      association: t("leadChoiceLabels.companyType.association"),
      other: t("leadChoiceLabels.companyType.other"),
    },
    targetZone: {
      europe: t("leadChoiceLabels.targetZone.europe"),
      northAmerica: t("leadChoiceLabels.targetZone.northAmerica"),
      southAmerica: t("leadChoiceLabels.targetZone.southAmerica"),
      asia: t("leadChoiceLabels.targetZone.asia"),
      africa: t("leadChoiceLabels.targetZone.africa"),
      middleEast: t("leadChoiceLabels.targetZone.middleEast"),
    },
    subject: {
      wealthManagement: t("leadChoiceLabels.subject.wealthManagement"),
      investmentAdvice: t("leadChoiceLabels.subject.investmentAdvice"),
      estatePlanning: t("leadChoiceLabels.subject.estatePlanning"),
      realEstateStrategy: t("leadChoiceLabels.subject.realEstateStrategy"),
      other: t("leadChoiceLabels.subject.other"),
    },
    vehicleType: {
      newCar: t("leadChoiceLabels.vehicleType.newCar"),
      usedCar: t("leadChoiceLabels.vehicleType.usedCar"),
      utilityVehicle: t("leadChoiceLabels.vehicleType.utilityVehicle"),
      motorbike: t("leadChoiceLabels.vehicleType.motorbike"),
    },
    worksType: {
      interiorRenovation: t("leadChoiceLabels.worksType.interiorRenovation"),
      extension: t("leadChoiceLabels.worksType.extension"),
      energyRenovation: t("leadChoiceLabels.worksType.energyRenovation"),
      exteriorWorks: t("leadChoiceLabels.worksType.exteriorWorks"),
    },
  };
  return { leadFieldLabels, leadChoiceLabels };
}

export type LeadFormsContent = ReturnType<typeof leadFormsContentIn>;
