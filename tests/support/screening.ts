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

/**
 * A namesake of the sample register's entry 9002 (Karim Abdul Exemple, listed with birth years
 * alone): the screening finds him on the name, and staff find that he is someone else.
 */
export const listedNamesake = {
  firstName: "Karim",
  lastName: "Abdul Exemple",
  birthDate: "1990-05-05",
};
