/**
 * Whether the payer of a first transfer is the customer, by name. Banks send the payer's name as
 * their own records hold it: upper case, without accents, with a title, the last name first or
 * last, every first name, and cut to the 35 or 70 characters their formats keep. A name that does
 * not match is no refusal: staff look at the transfer.
 */

/** Letters that carry no accent to take off but are written otherwise in the SEPA character set. */
const spelledOut: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d" };

/**
 * A name as words that compare: lower case, without accents, split at spaces, hyphens,
 * apostrophes and any other mark. « Jean-Pierre D'Ärtagnan » is `jean pierre d artagnan`.
 */
export function comparableName(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => spelledOut[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** What may come before a holder's names: « M. », « MME », « MLLE », « MONSIEUR », … */
const titles = new Set([
  "m",
  "mr",
  "mme",
  "mlle",
  "mm",
  "mmes",
  "monsieur",
  "madame",
  "mademoiselle",
  "messieurs",
  "mesdames",
  "dr",
]);

/** What separates the holders of a joint account: « M OU MME », « JEAN ET MARIE », « & ». */
const conjunctions = new Set(["ou", "et", "and"]);

/** The lengths a payer's bank cuts a name to: a line of SWIFT's MT messages, the SEPA rulebook's. */
const cutLengths = new Set([35, 70]);

/** Fewer letters than this left of a cut name would name too many people. */
const shortestCut = 3;

/** The payer's holders, each as its words without the titles before them. */
function holdersOf(payerName: string): string[][] {
  let holder: string[] = [];
  const holders = [holder];
  for (const word of comparableName(payerName.replace(/&/g, " et "))) {
    if (conjunctions.has(word)) {
      holder = [];
      holders.push(holder);
    } else if (holder.length > 0 || !titles.has(word)) holder.push(word);
  }
  return holders.filter((words) => words.length > 0);
}

/** Whether `written` is `name`, or what a cut at its end left of it. */
const writes = (written: string, name: string, cut: boolean) =>
  written === name || (cut && written.length >= shortestCut && name.startsWith(written));

/** The customer's names as a payer's bank may write them. */
interface Names {
  /** The last name's words run together: « D'Artagnan » is `dartagnan`. */
  lastName: string;
  /** The first first name, and all of them run together (`jean`, `jeanpierre`). */
  firstName: [string, string];
}

/**
 * Whether one holder's words name the customer: the last name whole (its words in a row, or run
 * together as « DARTAGNAN »), and the first of the given names, before or after it, the customer's
 * first first name (« JEAN » or « JEANPIERRE » for Jean-Pierre). Only the end of the text may be
 * cut.
 */
function holderIs(words: string[], { lastName, firstName }: Names, cut: boolean): boolean {
  const firstNameIn = (given: string[], givenCut: boolean) => {
    const [written] = given;
    if (written === undefined) return false;
    const lastWritten = given.length === 1 && givenCut;
    return firstName.some((name) => writes(written, name, lastWritten));
  };
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      const atEnd = end === words.length;
      if (!writes(words.slice(start, end).join(""), lastName, cut && atEnd)) continue;
      if (firstNameIn(words.slice(0, start), false) || firstNameIn(words.slice(end), cut))
        return true;
    }
  }
  return false;
}

/**
 * Whether a transfer's payer name names the customer. It needs the customer's whole last name and
 * first first name in one holder: « MARIE DUPONT » is not Jean Dupont, nor is « M OU MME DUPONT
 * MARIE » (a joint account that names someone else only).
 */
export function payerNameMatches(
  customer: { firstName: string; lastName: string },
  payerName: string,
): boolean {
  const lastName = comparableName(customer.lastName).join("");
  const firstNames = comparableName(customer.firstName);
  const [firstName] = firstNames;
  if (lastName === "" || firstName === undefined) return false;
  const names: Names = { lastName, firstName: [firstName, firstNames.join("")] };
  const holders = holdersOf(payerName);
  const cut = cutLengths.has(payerName.trim().length);
  return holders.some((words, index) =>
    holderIs(words, names, cut && index === holders.length - 1),
  );
}
