import type { ApplicationState } from "@domain/credit/application";
import { situationEditable } from "@domain/credit/workflow";

/** The parts of the application page under its tracker. */
export type ApplicationBlock =
  /** The loan's figures as priced when the application was created. */
  | "loan"
  | "situation"
  | "answer"
  | "fipen"
  | "documents"
  /** Under study, or a document asked for by staff. */
  | "study"
  | "refusal"
  /** The offer with its frozen figures, to accept. */
  | "offer"
  | "signed"
  | "withdrawn";

/**
 * What the page shows in each state, in order: the loan first (or the offer that replaces it),
 * then the step to take now, then what it rests on. The step to take now is the first block that
 * is not the loan: its heading gets the focus after each change.
 */
const blocksByState: Readonly<Record<ApplicationState, readonly ApplicationBlock[]>> = {
  informations: ["loan", "situation", "fipen"],
  documents: ["loan", "answer", "fipen", "documents"],
  submitted: ["loan", "study", "answer", "fipen", "documents"],
  document_requested: ["loan", "study", "documents", "answer", "fipen"],
  accepted: ["offer", "fipen"],
  refused: ["loan", "refusal"],
  signed: ["signed", "loan", "fipen"],
  withdrawn: ["withdrawn", "loan"],
};

/**
 * The blocks of an application in `state`; while the customer changes their situation, its form
 * takes the answer's place.
 */
export function applicationBlocks(
  state: ApplicationState,
  { editingSituation }: { editingSituation: boolean },
): readonly ApplicationBlock[] {
  const blocks = blocksByState[state];
  return editingSituation && situationEditable(state)
    ? blocks.map((block) => (block === "answer" ? "situation" : block))
    : blocks;
}

/** The block whose heading takes the focus after a change: the step to take now. */
export const focusedBlock = (blocks: readonly ApplicationBlock[]): ApplicationBlock | undefined =>
  blocks.find((block) => block !== "loan");
