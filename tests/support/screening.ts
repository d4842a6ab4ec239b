import { join } from "node:path";

/**
 * The sample of the French Treasury's asset-freeze register the tests load (issue 34): fictitious
 * people, one of whom a test customer can be.
 */
export const sampleFreezeList = join(
  import.meta.dirname,
  "../fixtures/screening/registre-gels.json",
);

/** A person of the sample register, as a signup names her. */
export const listedPerson = {
  firstName: "Hélène",
  lastName: "Étienne-Fictif",
  birthDate: "1975-03-14",
};
