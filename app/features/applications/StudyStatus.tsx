import type { Ref } from "react";
import { bank } from "@domain/bank";
import type { Application } from "@domain/credit/application";
import { documentChecklists } from "@domain/credit/documents";
import { offerValidityDays } from "@domain/credit/workflow";
import { formatParisDay } from "./displayFormats";
import { StepBlock } from "./StepBlock";

/** A bank phone number kept on one line. */
const phone = bank.phone.replaceAll(" ", "\u00a0");

/** The file is with staff: when they answer, and what may happen next. */
export function UnderStudy({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const labels = new Map(
    documentChecklists[application.product].map((doc) => [doc.code, doc.label]),
  );
  if (application.state === "document_requested") {
    return (
      <StepBlock title="Justificatif demandé" headingRef={headingRef}>
        <p className="mt-3 text-ink-700">
          Pour poursuivre l'étude de votre demande, votre conseiller a besoin de :
        </p>
        <ul className="mt-3 space-y-2">
          {application.requestedDocuments.map((request) => (
            <li key={request.code} className="rounded-lg bg-gold-100 p-3 text-brand-900">
              <span className="font-semibold">{labels.get(request.code) ?? request.code}</span> : «{" "}
              {request.note} »
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink-700">
          Ajoutez ce justificatif ci-dessous, puis renvoyez votre dossier : l'étude reprend dès sa
          réception.
        </p>
      </StepBlock>
    );
  }
  return (
    <StepBlock title="En cours d'étude" headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {application.submittedAt
          ? `Votre dossier complet nous est parvenu le ${formatParisDay(application.submittedAt)}. `
          : ""}
        Un conseiller l'étudie et vous répond sous 48 h en moyenne, hors week-ends et jours fériés.
        Vous recevrez un e-mail dès qu'il aura répondu.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-700">
        <li>S'il manque un justificatif ou s'il est illisible, il vous le demandera ici.</li>
        <li>
          Si votre demande est acceptée, votre offre de crédit s'affichera ici : vous aurez{" "}
          {offerValidityDays} jours pour l'accepter en ligne.
        </li>
      </ul>
    </StepBlock>
  );
}

export function Refusal({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const decision = application.decision;
  return (
    <StepBlock title="Demande refusée" headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {decision ? `Le ${formatParisDay(decision.decidedAt)}, après` : "Après"} étude de votre
        dossier, nous ne pouvons pas vous accorder ce prêt.
      </p>
      {decision?.refusalReason && (
        <p className="mt-3 rounded-lg bg-brand-50 p-4 text-ink-900">
          <span className="font-semibold">Motif : </span>
          {decision.refusalReason}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-700">
        Si ce refus fait suite à la consultation du fichier national des incidents de remboursement
        des crédits aux particuliers (FICP), tenu par la Banque de France, vous avez le droit d'en
        être informé gratuitement, ainsi que du résultat de cette consultation : appelez-nous au{" "}
        {phone}, {bank.phoneHours}.
      </p>
    </StepBlock>
  );
}

export function Withdrawn({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <StepBlock title="Rétractation enregistrée" headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {application.withdrawnAt
          ? `Votre rétractation a été enregistrée le ${formatParisDay(application.withdrawnAt)}. `
          : ""}
        Votre contrat de crédit est annulé, sans frais : aucune mensualité ne sera prélevée.
      </p>
      <p className="mt-3 text-sm text-ink-700">
        Si les fonds vous avaient déjà été versés, remboursez-les avec les intérêts courus depuis
        leur versement, au plus tard 30 jours après votre rétractation.
      </p>
    </StepBlock>
  );
}
