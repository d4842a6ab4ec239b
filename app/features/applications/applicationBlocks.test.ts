import { describe, expect, it } from "vitest";
import { applicationStates } from "@domain/credit/application";
import { applicationBlocks, focusedBlock } from "./applicationBlocks";

const shown = (state: (typeof applicationStates)[number], editingSituation = false) =>
  applicationBlocks(state, { editingSituation });

describe("applicationBlocks", () => {
  it.each([
    ["informations", "situation"],
    ["documents", "answer"],
    ["submitted", "study"],
    ["document_requested", "study"],
    ["accepted", "offer"],
    ["refused", "refusal"],
    ["signed", "signed"],
    ["withdrawn", "withdrawn"],
  ] as const)("in %s, the step to take now is %s", (state, block) => {
    expect(focusedBlock(shown(state))).toBe(block);
  });

  it("shows the loan's figures in every state, as the offer once one is issued", () => {
    for (const state of applicationStates) {
      const blocks = shown(state);
      expect(blocks.includes("loan") !== blocks.includes("offer"), state).toBe(true);
    }
  });

  it("asks for the situation only before an answer, or while it can still change", () => {
    const withForm = applicationStates.filter((state) => shown(state).includes("situation"));
    expect(withForm).toEqual(["informations"]);
    expect(shown("documents", true)).toEqual(["loan", "situation", "fipen", "documents"]);
    expect(focusedBlock(shown("documents", true))).toBe("situation");
    // Once the file is sent, the situation is what staff study: no form any more.
    expect(shown("submitted", true)).toEqual(shown("submitted"));
  });

  it("shows the documents from the moment they can be sent until the decision", () => {
    const withDocuments = applicationStates.filter((state) => shown(state).includes("documents"));
    expect(withDocuments).toEqual(["documents", "submitted", "document_requested"]);
  });

  it("offers the FIPEN until the loan is refused or withdrawn", () => {
    const withoutFipen = applicationStates.filter((state) => !shown(state).includes("fipen"));
    expect(withoutFipen).toEqual(["refused", "withdrawn"]);
  });
});
