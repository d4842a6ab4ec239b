import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FreezeListError, freezeListSource, parseFreezeList } from "./freezeList";

const sample = readFileSync(
  join(import.meta.dirname, "../../tests/fixtures/screening/registre-gels.json"),
  "utf8",
);

/** The sample with `change` applied to its parsed JSON. */
function altered(change: (register: { Publications: Record<string, unknown> }) => void): string {
  const register = JSON.parse(sample) as { Publications: Record<string, unknown> };
  change(register);
  return JSON.stringify(register);
}

const entries = (register: { Publications: Record<string, unknown> }) =>
  register.Publications.PublicationDetail as Record<string, unknown>[];

const refusal = (text: string) => {
  try {
    parseFreezeList(text);
  } catch (error) {
    expect(error).toBeInstanceOf(FreezeListError);
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
};

describe("the register of asset freezes as DG Trésor publishes it", () => {
  it("reads the natural persons with every name and alias and their birth dates", () => {
    expect(parseFreezeList(sample)).toEqual({
      publishedAt: "2026-11-20T09:15:02.4170000+01:00",
      source: freezeListSource,
      people: [
        {
          id: "9001",
          names: ["Hélène Marie ÉTIENNE-FICTIF", "Helene ETIENNE FICTIF", "Елена ЭТЬЕН-ФИКТИФ"],
          birthDates: ["1975-03-14"],
          // Its identity fields as text, a comment after its value; references and grounds left.
          details: [
            { field: "SEXE", values: ["Féminin"] },
            { field: "LIEU_DE_NAISSANCE", values: ["Exempleville, BELGIQUE"] },
            { field: "NATIONALITE", values: ["BELGIQUE"] },
            { field: "PASSEPORT", values: ["XX0000001 (exemple)"] },
            { field: "MOTIFS", values: ["Personne imaginaire, pour les tests."] },
          ],
        },
        {
          id: "9002",
          names: ["ABDUL EXEMPLE KARIM", "Karim Abdulexemple"],
          birthDates: ["1961", "1963"],
          // An empty country is left out.
          details: [{ field: "ADRESSE_PP", values: ["Rue de l'Exemple, Imaginaire"] }],
        },
        {
          id: "9003",
          names: ["José Luis MARTINEZ-ESSAI"],
          birthDates: ["1980-11-02"],
          details: [{ field: "TITRE", values: ["Directeur d'une société imaginaire"] }],
        },
        {
          id: "9004",
          names: ["Anna Testova", "Anna TESTOVA"],
          birthDates: [],
          details: [{ field: "SEXE", values: ["Féminin"] }],
        },
      ],
    });
  });

  it("takes identifiers and dates written as numbers, and a zero day as an unknown one", () => {
    const { people } = parseFreezeList(
      altered((register) => {
        const [first] = entries(register);
        Object.assign(first ?? {}, {
          IdRegistre: "9001",
          RegistreDetail: [
            { TypeChamp: "DATE_DE_NAISSANCE", Valeur: [{ Jour: 5, Mois: 7, Annee: 1975 }] },
            {
              TypeChamp: "DATE_DE_NAISSANCE",
              Valeur: [{ Jour: "00", Mois: null, Annee: "1976" }],
            },
          ],
        });
      }),
    );
    expect(people[0]).toEqual({
      id: "9001",
      names: ["ÉTIENNE-FICTIF"],
      birthDates: ["1975-07-05", "1976"],
      details: [],
    });
  });

  it("refuses a file that is not JSON", () => {
    expect(refusal(sample.slice(0, 500))).toBe(
      "Registre des gels refusé en entier : le fichier n'est pas du JSON lisible (téléchargement interrompu ?).",
    );
  });

  it("refuses whole a file with one malformed record, saying where", () => {
    expect(
      refusal(
        altered((register) => {
          const third = entries(register)[2] as { RegistreDetail: unknown[] };
          third.RegistreDetail[1] = { TypeChamp: "DATE_DE_NAISSANCE", Valeur: [{ Jour: "02" }] };
        }),
      ),
    ).toBe(
      "Registre des gels refusé en entier : ce n'est pas le format publié par la DG Trésor (Publications.PublicationDetail[2].RegistreDetail[1].Valeur[0].Annee manquant ou invalide).",
    );
    expect(
      refusal(
        altered((register) => {
          delete entries(register)[1]?.Nom;
        }),
      ),
    ).toMatch(/\(Publications\.PublicationDetail\[1\]\.Nom manquant ou invalide\)\.$/);
    expect(refusal(altered((register) => delete register.Publications.DatePublication))).toMatch(
      /\(Publications\.DatePublication manquant ou invalide\)/,
    );
    expect(refusal("[]")).toMatch(/\(Publications manquant ou invalide\)/);
  });

  it("refuses a birth date that does not exist rather than move it", () => {
    expect(
      refusal(
        altered((register) => {
          const third = entries(register)[2] as { RegistreDetail: unknown[] };
          third.RegistreDetail[1] = {
            TypeChamp: "DATE_DE_NAISSANCE",
            Valeur: [{ Jour: "31", Mois: "02", Annee: "1980" }],
          };
        }),
      ),
    ).toBe("Registre des gels refusé en entier : la date de naissance 31/02/1980 n'existe pas.");
  });

  it("refuses a register without any natural person, or with one twice", () => {
    expect(
      refusal(
        altered((register) => {
          register.Publications.PublicationDetail = entries(register).filter(
            ({ Nature }) => Nature !== "Personne physique",
          );
        }),
      ),
    ).toBe("Registre des gels refusé en entier : il ne contient aucune personne physique.");
    expect(
      refusal(
        altered((register) => {
          const list = entries(register);
          list.push({ ...list[0] });
        }),
      ),
    ).toBe("Registre des gels refusé en entier : la mesure 9001 y figure deux fois.");
  });
});
