import type * as french from "./forms";

export const formText: typeof french.formText = {
  requiredBefore: "Fields marked with an asterisk (",
  requiredAfter: ") are required.",
  asterisk: "asterisk",
  choose: "Please select",
  sending: "Sending…",
};
