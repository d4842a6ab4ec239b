import type { AcceptanceChecks } from "@domain/api/applicationAdmin";
import type { Application } from "@domain/credit/application";
import { outcomeLabel } from "@domain/credit/solvencyAssessment";
import { DetailList } from "~/components/ui/DetailList";
import { OutcomeBadge } from "./ApplicationBadges";
import { acceptanceCheckFacts, answerFacts, situationFacts } from "./applicationDisplay";

/**
 * The situation the customer declared, the indicative answer computed from it, and what staff
 * recorded of the FICP and the solvency before an offer.
 */
export function ApplicationAssessment({
  application,
  acceptanceChecks,
}: {
  application: Pick<Application, "situation" | "answer">;
  acceptanceChecks: AcceptanceChecks | null;
}) {
  const { situation, answer } = application;
  return (
    <>
      <h3 className="mt-6 text-lg font-bold">Situation déclarée</h3>
      {situation ? (
        <DetailList rows={situationFacts(situation)} className="mt-3" />
      ) : (
        <p className="mt-3 text-ink-700">Le client n'a pas encore donné sa situation.</p>
      )}
      <h3 className="mt-6 text-lg font-bold">Réponse de principe</h3>
      {answer ? (
        <div className="mt-3 space-y-4">
          <p>
            <OutcomeBadge outcome={answer.outcome} />{" "}
            <span className="text-ink-900">{answer.summary}</span>
          </p>
          <ul aria-label="Motifs de la réponse" className="list-disc space-y-1 pl-5">
            {answer.reasons.map((reason) => (
              <li key={reason.criterion}>
                <span className="font-semibold">{outcomeLabel(reason.verdict)} :</span>{" "}
                {reason.text}
              </li>
            ))}
          </ul>
          <DetailList rows={answerFacts(answer)} />
          {answer.suggestions.length > 0 && (
            <>
              <p className="font-semibold">Proposé au client à la place :</p>
              <ul className="list-disc space-y-1 pl-5">
                {answer.suggestions.map((suggestion) => (
                  <li key={suggestion.kind}>{suggestion.text}</li>
                ))}
              </ul>
            </>
          )}
          <p className="text-sm text-ink-700">{answer.notice}</p>
        </div>
      ) : (
        <p className="mt-3 text-ink-700">
          Aucune réponse de principe : elle est calculée quand le client donne sa situation.
        </p>
      )}
      <h3 className="mt-6 text-lg font-bold">FICP et solvabilité</h3>
      {acceptanceChecks ? (
        <DetailList rows={acceptanceCheckFacts(acceptanceChecks)} className="mt-3" />
      ) : (
        <p className="mt-3 text-ink-700">
          Pas encore enregistrées : l'offre ne peut être émise qu'après la consultation du FICP et
          l'évaluation de la solvabilité.
        </p>
      )}
    </>
  );
}
