import { useEffect, useRef, useState, type ReactNode } from "react";
import { applicationText } from "~/content/application.i18n";
import type { Application } from "@domain/credit/application";
import { applicationBlocks, focusedBlock, type ApplicationBlock } from "./applicationBlocks";
import { ApplicationTracker } from "./ApplicationTracker";
import { DocumentsStep } from "./DocumentsStep";
import { FipenDownload } from "./FipenDownload";
import { IndicativeAnswer } from "./IndicativeAnswer";
import { LoanFigures } from "./LoanFigures";
import { figuresOfApplication } from "./loanFigures";
import { OfferSignature } from "./OfferSignature";
import { SignedLoan } from "./SignedLoan";
import { SituationForm } from "./SituationForm";
import { StepBlock } from "./StepBlock";
import { Refusal, UnderStudy, Withdrawn } from "./StudyStatus";

/**
 * One application, from the Informations step to the signed offer. Every step answers with the
 * application as it now stands: the page redraws from it, announces what happened and moves the
 * focus to the step to take next.
 */
export default function ApplicationView({ initial }: { initial: Application }) {
  const { applicationViewText: text, applicationStates } = applicationText.use();
  const [application, setApplication] = useState(initial);
  const [editingSituation, setEditingSituation] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Counts the changes that move the focus; 0 on arrival, where the page's own focus stays.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusTarget = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest > 0) focusTarget.current?.focus();
  }, [focusRequest]);

  const moveOn = (next: Application, message: string) => {
    setApplication(next);
    setEditingSituation(false);
    setAnnouncement(message);
    setFocusRequest((count) => count + 1);
  };
  /** A change within the step (a file added): announced, the focus stays where it is. */
  const update = (next: Application, message: string) => {
    if (next.state === application.state) {
      setApplication(next);
      setAnnouncement(message);
    } else {
      moveOn(next, message);
    }
  };
  const editSituation = (editing: boolean) => {
    setEditingSituation(editing);
    setFocusRequest((count) => count + 1);
  };

  const blocks = applicationBlocks(application.state, {
    // Without an answer there is nothing to show in its place but the form.
    editingSituation: editingSituation || application.answer === null,
  });
  const focused = focusedBlock(blocks);
  const id = application.id;

  const render = (block: ApplicationBlock): ReactNode => {
    const headingRef = block === focused ? focusTarget : undefined;
    switch (block) {
      case "loan":
        return (
          <StepBlock
            title={application.state === "signed" ? text.signedLoanTitle : text.requestedLoanTitle}
          >
            <div className="mt-4">
              <LoanFigures loan={figuresOfApplication(application)} />
            </div>
          </StepBlock>
        );
      case "situation":
        return (
          <SituationForm
            application={application}
            headingRef={headingRef}
            onSaved={(saved) => moveOn(saved, text.situationSaved)}
            onCancel={application.situation ? () => editSituation(false) : undefined}
          />
        );
      case "answer":
        return (
          application.answer && (
            <IndicativeAnswer
              application={application}
              answer={application.answer}
              headingRef={headingRef}
              onEdit={() => editSituation(true)}
            />
          )
        );
      case "fipen":
        return <FipenDownload applicationId={id} headingRef={headingRef} />;
      case "documents":
        return (
          <DocumentsStep application={application} headingRef={headingRef} onChange={update} />
        );
      case "study":
        return <UnderStudy application={application} headingRef={headingRef} />;
      case "refusal":
        return <Refusal application={application} headingRef={headingRef} />;
      case "offer":
        return (
          <OfferSignature
            application={application}
            headingRef={headingRef}
            onSigned={(signed) => moveOn(signed, text.offerAccepted)}
          />
        );
      case "signed":
        return (
          <SignedLoan
            application={application}
            headingRef={headingRef}
            onWithdrawn={(withdrawn) => moveOn(withdrawn, text.withdrawn)}
          />
        );
      case "withdrawn":
        return <Withdrawn application={application} headingRef={headingRef} />;
    }
  };

  return (
    <>
      <p className="mt-3 text-lg text-ink-700">
        {text.state}
        <strong>{applicationStates[application.state]}</strong>
      </p>
      <div className="mt-6">
        <ApplicationTracker state={application.state} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {blocks.map((block) => (
        <div key={block}>{render(block)}</div>
      ))}
    </>
  );
}
