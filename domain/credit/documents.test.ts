import { describe, expect, it } from "vitest";
import { acceptedDocumentTypes, documentInputAccept, maxDocumentBytes } from "../documentFiles";
import { documentChecklists, documentCodes, documentLabels } from "./documents";
import { written } from "../../tests/support/messages";
import { message } from "../i18n/message";
import { documentRefusalDetails, documentRefusalMessages } from "./documentRefusals";
import type { CreditProduct } from "./products";

describe("the checklist of each loan", () => {
  it.each<[CreditProduct, string[]]>([
    ["pretAuto", ["identity", "proofOfAddress", "payslips", "quoteOrInvoice", "taxNotice"]],
    ["pretPersonnel", ["identity", "proofOfAddress", "payslips", "taxNotice"]],
    ["pretVoyage", ["identity", "proofOfAddress", "payslips", "taxNotice"]],
    ["pretTravaux", ["identity", "proofOfAddress", "payslips", "quoteOrInvoice", "taxNotice"]],
  ])("%s asks for %j", (product, codes) => {
    expect(documentChecklists[product].map((document) => document.code)).toEqual(codes);
  });

  it("keeps the seed's freshness and count in the labels", () => {
    expect(documentLabels("pretPersonnel")).toEqual([
      "Pièce d'identité en cours de validité",
      "Justificatif de domicile de moins de 3 mois",
      "3 derniers bulletins de salaire",
      "Dernier avis d'imposition",
    ]);
  });

  it.each<[CreditProduct, string]>([
    ["pretAuto", "Facture ou devis du véhicule"],
    ["pretTravaux", "Devis détaillés des travaux"],
  ])("names what %s pays for in its quote or invoice", (product, label) => {
    expect(documentChecklists[product]).toContainEqual(
      expect.objectContaining({ code: "quoteOrInvoice", label }),
    );
  });

  it("names each document as the missing-documents message does, so that it is translated", () => {
    for (const checklist of Object.values(documentChecklists)) {
      for (const { label, labelKey } of checklist) expect(written(message(labelKey))).toBe(label);
    }
  });

  it("asks for each document once, under a known code", () => {
    for (const checklist of Object.values(documentChecklists)) {
      const codes = checklist.map((document) => document.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.every((code) => documentCodes.includes(code))).toBe(true);
    }
  });
});

describe("the upload rules", () => {
  it("accepts PDF, JPEG and PNG up to 10 Mo", () => {
    expect(acceptedDocumentTypes.map((type) => type.mime)).toEqual([
      "application/pdf",
      "image/jpeg",
      "image/png",
    ]);
    expect(maxDocumentBytes).toBe(10_485_760);
    expect(documentInputAccept).toBe(".pdf,application/pdf,.jpg,.jpeg,image/jpeg,.png,image/png");
  });

  it.each(Object.entries(documentRefusalMessages))(
    "says in French why: %s",
    (_refusal, message) => {
      expect(written(message)).toMatch(/^Ce (fichier|format de fichier) .+ : .+\.$/);
    },
  );

  it("names the accepted formats in the refusals that name what the file is", () => {
    const [, jpeg] = acceptedDocumentTypes;
    expect(written(documentRefusalDetails.misnamed("jpeg", jpeg))).toBe(
      "Ce fichier porte l'extension .jpeg mais n'est pas une image JPEG : envoyez le document d'origine, en PDF, JPEG ou PNG.",
    );
    expect(written(documentRefusalDetails.archive("ZIP"))).toContain(
      "une archive ZIP, pas un document",
    );
    expect(written(documentRefusalDetails.otherFormat("HEIC"))).toBe(
      "Le format HEIC n'est pas accepté : envoyez un PDF, une image JPEG ou une image PNG.",
    );
  });
});
