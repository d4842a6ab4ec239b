import { bank } from "@domain/bank";
import type * as french from "./application";

export const loanNames: typeof french.loanNames = {
  title: {
    pretAuto: "Préstamo coche",
    pretPersonnel: "Préstamo personal",
    pretVoyage: "Préstamo para viajes",
    pretTravaux: "Préstamo para reformas",
  },
  inSentence: {
    pretAuto: "préstamo coche",
    pretPersonnel: "préstamo personal",
    pretVoyage: "préstamo para viajes",
    pretTravaux: "préstamo para reformas",
  },
};

export const loanOptions: typeof french.loanOptions = {
  pretAuto: {
    label: "Categoría de vehículo",
    options: {
      neuf: "Vehículo nuevo",
      occasion: "Vehículo de segunda mano",
      ecologique: "Vehículo ecológico o eléctrico",
    },
  },
  pretPersonnel: {
    label: "Tipo de proyecto",
    options: {
      equipement: "Equipamiento del hogar",
      evenement: "Celebraciones familiares",
      etudes: "Estudios y formación",
      loisirs: "Ocio y aficiones",
      demenagement: "Mudanza",
      sante: "Salud y bienestar",
    },
  },
  pretVoyage: {
    label: "Tipo de viaje",
    options: {
      famille: "En familia",
      noces: "Luna de miel",
      aventure: "Aventura y naturaleza",
      culture: "Cultura y descubrimiento",
    },
  },
  pretTravaux: {
    label: "Tipo de obras",
    options: {
      interiorRenovation: "Reforma interior",
      extension: "Ampliación",
      energyRenovation: "Rehabilitación energética",
      exteriorWorks: "Obras exteriores",
    },
  },
};

export const documentNames: typeof french.documentNames = {
  common: {
    identity: "Documento de identidad en vigor",
    proofOfAddress: "Justificante de domicilio de menos de 3 meses de antigüedad",
    payslips: "Sus 3 últimas nóminas",
    taxNotice: "Su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
  },
  quoteOrInvoice: {
    pretAuto: "Factura o presupuesto del vehículo",
    pretTravaux: "Presupuestos detallados de las obras",
  },
};

export const applicationStates: typeof french.applicationStates = {
  informations: "Datos por completar",
  documents: "Justificantes por enviar",
  submitted: "En estudio",
  document_requested: "Justificante solicitado",
  accepted: "Oferta disponible",
  refused: "Denegada",
  signed: "Oferta aceptada",
  withdrawn: "Desistida",
};

export const outcomeLabels: typeof french.outcomeLabels = {
  favorable: "Favorable",
  a_etudier: "Pendiente de estudio",
  defavorable: "Desfavorable",
};

export const trackerText: typeof french.trackerText = {
  label: "Estado de su solicitud",
  steps: {
    Simulation: "Simulación",
    Informations: "Sus datos",
    Documents: "Documentos",
    Signature: "Firma",
  },
  words: {
    step: (number) => `Paso ${number}: `,
    status: { done: "Completado", current: "En curso", upcoming: "Pendiente" },
  },
};

export const applicationPageText: typeof french.applicationPageText = {
  clientArea: "Área de cliente",
  myApplication: (loan) => `Mi solicitud de ${loan}`,
  loading: "Cargando su solicitud…",
  notFoundTitle: "Solicitud no encontrada",
  myApplications: "Ver mis solicitudes",
  eyebrow: "Solicitud de préstamo online",
  applicationOf: (loan) => `Solicitud de ${loan}`,
  application: "Solicitud de préstamo",
};

export const startText: typeof french.startText = {
  simulate: (loan) => `Simular un ${loan}`,
  chooseTitle: "Elija primero su préstamo",
  chooseIntro:
    "Una solicitud parte de una simulación: elija el importe y el plazo en la página del préstamo y pulse «Solicitar el préstamo».",
  invalidTitle: "Esta simulación no puede utilizarse",
  changeSimulation: "Modificar mi simulación",
  loanTitle: "Su préstamo",
  insuranceLegend: "Seguro de protección de pagos opcional",
  insuranceIntro:
    "Cubre sus cuotas mensuales en caso de fallecimiento, invalidez o incapacidad laboral. Puede pedir el préstamo sin él.",
  withoutInsurance: "Sin el seguro opcional",
  withInsurance: (premium) => `Con el seguro opcional (${premium} al mes)`,
  applyTitle: "Solicitar online",
  applyIntro:
    "Describa su situación y obtenga al instante una respuesta orientativa, envíe sus justificantes y acepte después su oferta online.",
  creating: "Creando su solicitud…",
  start: "Empezar mi solicitud",
  resume: "Retomar mi solicitud",
  signInFirst: "Acceda a su área de cliente o abra su cuenta: volverá aquí con este préstamo.",
  signIn: "Acceder",
  openAccount: "Abrir mi cuenta",
};

export const loanFiguresText: typeof french.loanFiguresText = {
  loan: "Préstamo",
  amount: "Importe prestado",
  duration: "Plazo",
  months: (count) => `${count} meses`,
  borrowingRate: "Tipo deudor fijo",
  instalment: "Cuota mensual sin seguro",
  perMonth: (amount) => `${amount} al mes`,
  taeg: "Tasa anual equivalente (TAE) fija",
  totalDue: "Importe total adeudado, sin seguro",
  insurance: "Seguro de protección de pagos opcional",
  insuranceChosen: (figures) =>
    `Contratado: ${figures.premium} al mes, es decir, ${figures.commitment} al mes con la cuota`,
  insuranceNotChosen: "No contratado",
  noFees: "Sin comisión de apertura.",
};

export const applicationViewText: typeof french.applicationViewText = {
  signedLoanTitle: "Su crédito",
  requestedLoanTitle: "El préstamo solicitado",
  state: "Estado de su solicitud: ",
  situationSaved: "Su situación se ha guardado: esta es su respuesta orientativa.",
  offerAccepted: "Ha aceptado la oferta de crédito.",
  withdrawn: "Su desistimiento ha quedado registrado.",
};

export const situationText: typeof french.situationText = {
  title: "Su situación",
  editTitle: "Modificar mi situación",
  intro:
    "Estos datos nos permiten darle al instante una respuesta orientativa y estudiar después su solicitud. Los campos marcados con un asterisco son obligatorios.",
  labels: {
    employmentStatus: "Situación laboral",
    employedSince: "Desde (mes y año)",
    netMonthlyIncome: "Ingresos netos mensuales",
    coBorrowerNetMonthlyIncome: "Ingresos netos mensuales del cotitular (opcional)",
    otherCreditPayments: "Cuotas de sus otros créditos (sin la hipoteca de su vivienda)",
    housing: "Vivienda",
    housingCost: "Coste mensual de la vivienda",
    dependants: "Número de personas a su cargo",
  },
  employmentStatuses: {
    cdi: "Contrato indefinido (CDI)",
    cdd: "Contrato temporal (CDD)",
    interim: "Trabajo temporal por ETT",
    fonctionnaire: "Funcionario",
    independant: "Autónomo / profesional liberal",
    retraite: "Jubilado",
    etudiant: "Estudiante",
    sans_emploi: "Sin empleo",
  },
  housingKinds: {
    locataire: "Inquilino",
    proprietaire_credit: "Propietario con una hipoteca en curso",
    proprietaire: "Propietario sin hipoteca",
    heberge: "Alojado por terceros (familia, amigos, vivienda de empresa)",
  },
  housingCostLabels: {
    locataire: "Alquiler mensual, gastos incluidos",
    proprietaire_credit: "Cuota mensual de su hipoteca, seguro incluido",
    proprietaire: "Gastos mensuales de su vivienda (comunidad, IBI), 0 si no tiene",
    heberge: "Aportación mensual a los gastos de vivienda, 0 si no tiene",
  },
  employedSinceHint: "Por ejemplo 2021-09",
  amountHint: "En euros al mes, por ejemplo 1850,50",
  coBorrowerHint: "Déjelo vacío si solicita el préstamo solo",
  otherCreditsHint: "0 si no tiene",
  dependantsHint: "Hijos u otras personas a las que ayuda económicamente, 0 si no tiene",
  computing: "Calculando…",
  submit: "Obtener mi respuesta orientativa",
  cancel: "Cancelar",
};

const outcomeWords = { favorable: "favorable", a_etudier: "pendiente de estudio" } as const;

export const answerText: typeof french.answerText = {
  title: (outcome) => `Respuesta orientativa: ${outcome}`,
  reasonsTitle: "En qué se basa esta respuesta",
  figuresTitle: "Sus cifras",
  debtRatio: "Tasa de endeudamiento",
  instalment: "Cuota mensual de este préstamo",
  instalmentInsured: "Cuota mensual de este préstamo, seguro incluido",
  creditPayments: "Total de sus cuotas mensuales de crédito",
  householdIncome: "Ingresos netos mensuales del hogar",
  remainingIncome: "Importe disponible al mes",
  minimumRemainingIncome: (household) =>
    `Importe disponible mínimo para un hogar de ${household === 1 ? "1 persona" : `${household} personas`}`,
  suggestionsTitle: "Un préstamo que podría convenirle",
  simulateSuggestion: (loan) => `Simular ${loan.amount} a ${loan.months} meses`,
  computedOn: (dates) =>
    `Respuesta calculada el ${dates.answeredAt}, según nuestros criterios vigentes desde el ${dates.since}.`,
  edit: "Modificar mi situación",
  wording: {
    summary: {
      favorable:
        "Respuesta orientativa favorable, sujeta al estudio completo de su solicitud y de sus justificantes.",
      a_etudier: "Un asesor estudiará su solicitud antes de darle una respuesta.",
      defavorable: "Respuesta orientativa desfavorable para la solicitud tal como está planteada.",
    },
    notice: `Esta respuesta orientativa se basa en la información que nos ha facilitado y no constituye una oferta de crédito. La decisión de ${bank.name} depende del estudio completo de su solicitud y de sus justificantes.`,
    age: ({ verdict, age, minimum }) =>
      verdict === "favorable"
        ? `Tiene ${age} años.`
        : `Hay que tener al menos ${minimum} años para solicitar un préstamo; usted tiene ${age}.`,
    ageAtEnd: ({ verdict, date, age, maximum }) =>
      verdict === "favorable"
        ? `Su última cuota se pagaría hacia el ${date}, antes de que cumpla ${maximum} años.`
        : `Su última cuota se pagaría hacia el ${date}, a los ${age} años: nuestros créditos deben estar reembolsados antes de que cumpla ${maximum} años.`,
    residence: ({ verdict }) =>
      verdict === "favorable"
        ? "Reside en Francia."
        : "Nuestros créditos están reservados a las personas que residen en Francia, y su país de residencia es otro.",
    debtRatio: (figures) => {
      const payments = [
        `${figures.instalment} de este préstamo${figures.insured ? ", seguro incluido" : ""}`,
        ...(figures.otherCredits ? [`${figures.otherCredits} de sus otros créditos`] : []),
        ...(figures.mortgage ? [`${figures.mortgage} de su hipoteca`] : []),
      ];
      const income = `${figures.income} de ingresos netos al mes${figures.coBorrower ? ", incluidos los de su cotitular" : ""}`;
      const clause = {
        favorable: `dentro del límite del ${figures.favorableMax}\u00a0% que aplicamos`,
        a_etudier: `por encima del ${figures.favorableMax}\u00a0% pero sin superar el ${figures.studyMax}\u00a0%: un asesor la estudiará con su solicitud`,
        defavorable: `por encima del máximo del ${figures.studyMax}\u00a0% que aplicamos`,
      }[figures.verdict];
      return `Su tasa de endeudamiento sería del ${figures.ratio} (${payments.join(", ")}, para ${income}), ${clause}.`;
    },
    remainingIncome: ({ verdict, negative, remaining, minimum, household }) => {
      const people = household === 1 ? "1 persona" : `${household} personas`;
      if (negative) {
        return `Su vivienda y sus créditos superarían sus ingresos en ${remaining} al mes, cuando exigimos un importe disponible de al menos ${minimum} para un hogar de ${people}.`;
      }
      return verdict === "favorable"
        ? `Tras pagar su vivienda y sus créditos, a su hogar de ${people} le quedarían ${remaining} al mes; exigimos un mínimo de ${minimum}.`
        : `Tras pagar su vivienda y sus créditos, a su hogar de ${people} solo le quedarían ${remaining} al mes, por debajo del mínimo de ${minimum} que exigimos.`;
    },
    suggestion: ({ kind, outcome, amount, months, rate, instalment, insured, taeg, totalDue }) => {
      const repayment = `${instalment} al mes${insured ? ", seguro incluido" : ""}`;
      const cost = `TAE fija del ${taeg}, importe total adeudado de ${totalDue}`;
      return kind === "smallerAmount"
        ? `Por ${amount} a ${months} meses, la respuesta orientativa sería ${outcomeWords[outcome]}: ${cost} (${repayment}).`
        : `A ${months} meses, la respuesta orientativa para ${amount} sería ${outcomeWords[outcome]}: ${cost}, con un tipo deudor fijo del ${rate} (${repayment}); un crédito más largo cuesta más en total.`;
    },
  },
};

export const fipenText: typeof french.fipenText = {
  title: "Información precontractual",
  intro:
    "La ficha de información normalizada europea (FIPEN) presenta, antes de cualquier compromiso, las características de este préstamo: importe, plazo, cuotas, tipo deudor, TAE, coste total, seguro opcional y derecho de desistimiento. Le permite comparar ofertas de crédito; léala antes de aceptar una oferta.",
  inFrench:
    "La FIPEN se emite en francés, el idioma de nuestros contratos de crédito: la versión francesa es la que nos vincula.",
  download: "Descargar la FIPEN (PDF, en francés)",
};

export const documentsText: typeof french.documentsText = {
  title: "Sus justificantes",
  rules: (maxFiles) =>
    `Envíe cada justificante en PDF, JPEG o PNG, con un máximo de 10 MB por archivo y ${maxFiles} archivos por justificante (el anverso y el reverso de un documento de identidad, sus 3 nóminas). Puede sustituir o eliminar un archivo hasta que envíe su solicitud.`,
  sent: "Los justificantes de su solicitud, tal como los envió.",
  requestedByAdviser: "Solicitado por su asesor",
  toSend: "Por enviar",
  filesSent: (count) => (count === 1 ? "1 archivo enviado" : `${count} archivos enviados`),
  adviserMessage: (note) => `Mensaje de su asesor: «${note}»`,
  addFile: "Añadir un archivo",
  missingToResend: "Para volver a enviar su expediente, añada:",
  missingToSend: "Para enviar su solicitud, todavía falta:",
  sendRequested: "Enviar los justificantes solicitados",
  send: "Enviar mi solicitud",
  added: (file) => `Archivo añadido: ${file}.`,
  replaced: (files) => `${files.old} se ha sustituido por ${files.new}.`,
  deleted: (file) => `Archivo eliminado: ${file}.`,
  submitted: "Su solicitud se ha enviado para su estudio.",
  fileSent: (file) => `${file.size}, enviado el ${file.sentAt}`,
  download: "Descargar",
  replace: "Sustituir",
  delete: "Eliminar",
};

export const offerText: typeof french.offerText = {
  title: "Su oferta de crédito",
  intro: ({ issuedOn, validUntil }) =>
    `${issuedOn ? `Su solicitud ha sido aceptada: esta es la oferta de crédito emitida el ${issuedOn}` : "Su solicitud ha sido aceptada: esta es su oferta de crédito"}${validUntil ? `, válida hasta el ${validUntil} inclusive.` : "."}`,
  contract:
    "Su oferta de contrato de crédito, con su cuadro de amortización y el formulario de desistimiento, se conserva tal como la emitimos: es el documento que usted firma al aceptar la oferta. Está en francés, el idioma de nuestros contratos de crédito.",
  downloadContract: "Descargar mi oferta de contrato (PDF, en francés)",
  acceptTitle: "Aceptar la oferta",
  beforeSigning:
    "Antes de aceptar, descargue la FIPEN de esta oferta y léala: la aceptación solo es posible después de haberla recibido.",
  howToAccept:
    "Para aceptar la oferta, confirme su identidad con su contraseña o su llave de acceso: es su firma electrónica. Después podrá desistir durante 14 días, sin dar motivos y sin gastos.",
  expired: (since) =>
    `${since ? `Esta oferta ya no es válida desde el ${since}. ` : ""}Póngase en contacto con su asesor para obtener una nueva oferta.`,
  formLabel: "Aceptar la oferta",
  agreement: "He leído y acepto la oferta de crédito y la FIPEN",
  password: "Contraseña",
  passwordHint: "La de su área de cliente: confirma que es usted quien firma.",
  signing: "Firmando…",
  accept: "Aceptar la oferta",
  verifying: "Verificando…",
  usePasskey: "Usar mi llave de acceso",
};

export const signedText: typeof french.signedText = {
  title: (signedOn) => `Oferta aceptada el ${signedOn}`,
  signedWith: (method) =>
    `Firmó la oferta de crédito confirmando su identidad con ${method === "passkey" ? "su llave de acceso" : "su contraseña"}.`,
  downloadContract: "Descargar mi contrato de crédito firmado (PDF, en francés)",
  withdrawalEnds: "Fin del plazo de desistimiento",
  fundsFrom: "Entrega de los fondos posible a partir del",
  withdrawalRight: ({ days, end, release }) =>
    `Puede desistir de este crédito durante ${days} días naturales, hasta el ${end} inclusive, sin tener que justificarse ni pagar ninguna penalización. Los fondos no pueden entregársele antes del ${release}.`,
  withdraw: "Desistir",
  confirmQuestion: "¿Confirma su desistimiento? Su contrato de crédito quedará anulado.",
  withdrawing: "Desistiendo…",
  confirm: "Confirmar mi desistimiento",
  cancel: "Cancelar",
  closed: "El plazo de desistimiento ha finalizado: ya no es posible desistir.",
};

export const studyText: typeof french.studyText = {
  requestedTitle: "Justificante solicitado",
  requestedIntro: "Para continuar con el estudio de su solicitud, su asesor necesita:",
  requestNote: (note) => `: «${note}»`,
  requestedNext:
    "Añada este justificante a continuación y vuelva a enviar su expediente: el estudio se reanuda en cuanto lo recibimos.",
  underStudyTitle: "En estudio",
  underStudy: (receivedOn) =>
    `${receivedOn ? `Recibimos su expediente completo el ${receivedOn}. ` : ""}Un asesor lo está estudiando y le responderá en 48 horas de media, sin contar fines de semana ni festivos. Recibirá un correo electrónico en cuanto haya respondido.`,
  missingLater: "Si falta un justificante o no es legible, su asesor se lo pedirá aquí.",
  offerLater: (days) =>
    `Si su solicitud es aceptada, su oferta de crédito aparecerá aquí: tendrá ${days} días para aceptarla online.`,
  refusedTitle: "Solicitud denegada",
  refused: (decidedOn) =>
    `${decidedOn ? `El ${decidedOn}, tras` : "Tras"} estudiar su expediente, no podemos concederle este préstamo.`,
  reason: "Motivo: ",
  ficp: (phone) =>
    `Si esta denegación se debe a la consulta del fichero nacional de incidencias de reembolso de créditos a particulares (FICP), gestionado por la Banque de France, tiene derecho a ser informado de ello gratuitamente, así como del resultado de dicha consulta: llámenos al ${phone}, de lunes a viernes, de 9:00 a 18:00 (hora de París).`,
  withdrawnTitle: "Desistimiento registrado",
  withdrawn: (recordedOn) =>
    `${recordedOn ? `Su desistimiento quedó registrado el ${recordedOn}. ` : ""}Su contrato de crédito queda anulado sin gastos: no se cargará ninguna cuota.`,
  repayFunds:
    "Si ya se le habían entregado los fondos, devuélvalos junto con los intereses devengados desde su entrega, a más tardar 30 días después de su desistimiento.",
};

export const myApplicationsText: typeof french.myApplicationsText = {
  title: "Mis solicitudes",
  listLabel: "Mis solicitudes de préstamo",
  loading: "Cargando sus solicitudes…",
  loadFailed: (reason) => `No se han podido cargar sus solicitudes. ${reason}`,
  retry: "Reintentar",
  none: "Todavía no tiene ninguna solicitud de préstamo. Simule su proyecto y haga después su solicitud online: obtendrá al instante una respuesta orientativa.",
  simulateLabel: "Simular un préstamo",
  loan: ({ amount, months }) => `${amount} a ${months} meses`,
  titled: ({ name, loan }) => `${name}: ${loan}`,
  stepsLabel: (loan) => `Pasos de su solicitud de ${loan}`,
  stateLabel: "Estado: ",
  startedOn: (date) => `Solicitud iniciada el ${date}`,
  answer: "Respuesta orientativa: ",
  noAnswerYet: "la obtendrá en cuanto haya indicado su situación",
  stillToProvide: "Lo que falta por aportar:",
  situationMissing: "Su situación: empleo, ingresos, gastos y vivienda",
  open: "Ver mi solicitud",
  current: ({ loan, startedOn }) => `Su solicitud de ${loan}, iniciada el ${startedOn}: `,
};

export const myDocumentsText: typeof french.myDocumentsText = {
  title: "Mis documentos",
  intro:
    "Los documentos que le hemos entregado para sus solicitudes de préstamo, tal como los conservamos: la FIPEN de cada préstamo y, después, la oferta de contrato de crédito y su cuadro de amortización. Están en francés, el idioma de nuestros contratos de crédito.",
  loading: "Cargando sus documentos…",
  loadFailed: (reason) => `No se han podido cargar sus documentos. ${reason}`,
  retry: "Reintentar",
  none: "Todavía no hay documentos: aparecerán aquí en cuanto se los entreguemos, empezando por la FIPEN de su solicitud de préstamo.",
  listLabel: "Mis documentos, por solicitud de préstamo",
  fipen: (deliveredAt) => `FIPEN entregada el ${deliveredAt}`,
  contract: ({ issuedAt, signedAt }) =>
    `Oferta de contrato de crédito emitida el ${issuedAt}${signedAt ? `, firmada el ${signedAt}` : ""}`,
  schedule: "Cuadro de amortización de la oferta",
  download: "Descargar (PDF, en francés)",
};
