import { describe, expect, it } from "vitest";
import { describeEvent } from "./application-review";
import { plainSpaces } from "../../tests/support/text";

// fr-FR puts a narrow no-break space in numbers and a no-break space before units.

describe("the history in plain French", () => {
  it.each([
    [
      "document_uploaded",
      { code: "proofOfAddress", fileName: "facture.pdf", size: 122_880 },
      "Justificatif envoyé : Justificatif de domicile de moins de 3 mois — facture.pdf (120 Ko)",
    ],
    [
      "document_replaced",
      {
        code: "quoteOrInvoice",
        fileName: "devis-v2.pdf",
        size: 1_258_291,
        replaced: { fileName: "devis.jpg", size: 800 },
      },
      "Justificatif remplacé : Facture ou devis du véhicule — devis-v2.pdf (1,2 Mo) — à la place de devis.jpg (800 o)",
    ],
    [
      "document_deleted",
      { code: "identity", fileName: "cni.png", size: 4_096 },
      "Justificatif supprimé : Pièce d'identité en cours de validité — cni.png (4 Ko)",
    ],
    ["submitted", { from: "documents" }, "Dossier envoyé pour étude"],
    [
      "submitted",
      { from: "document_requested" },
      "Justificatif demandé envoyé, dossier renvoyé pour étude",
    ],
    [
      "document_requested",
      { code: "taxNotice", note: "L'avis de 2025, s'il vous plaît." },
      "Justificatif demandé : Dernier avis d'imposition — L'avis de 2025, s'il vous plaît.",
    ],
    ["refused", { reason: "Revenus insuffisants." }, "Refus : Revenus insuffisants."],
    [
      "accepted",
      { offerValidUntil: "2026-12-01" },
      "Offre émise, valable jusqu'au 1er décembre 2026",
    ],
    ["signed", { method: "password" }, "Offre acceptée (mot de passe)"],
    ["signed", { method: "passkey", passkeyId: "x" }, "Offre acceptée (clé d'accès)"],
    ["situation_saved", { outcome: "a_etudier" }, "Réponse de principe : À étudier"],
    ["created", { amount: 20_000, months: 48 }, "Demande créée (Prêt auto) : 20 000 € sur 48 mois"],
    ["withdrawn", {}, "Rétractation de l'emprunteur"],
    [
      "withdrawn",
      { channel: "courrier", sentOn: "2026-12-04" },
      "Rétractation de l'emprunteur reçue par courrier, envoyée le 4 décembre 2026",
    ],
  ] as const)("%s %o", (event, detail, expected) => {
    expect(plainSpaces(describeEvent("pretAuto", event, detail))).toBe(expected);
  });

  it("leaves out what a step did not record in the expected shape", () => {
    expect(describeEvent("pretPersonnel", "document_uploaded", { code: 3, size: "big" })).toBe(
      "Justificatif envoyé : Justificatif",
    );
    expect(describeEvent("pretPersonnel", "situation_saved", { outcome: "maybe" })).toBe(
      "Situation enregistrée",
    );
    expect(describeEvent("pretPersonnel", "accepted", {})).toBe("Offre émise");
  });
});
