import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { OpeningFile } from "@domain/api/openingAdmin";
import { bankIdentifiers } from "@domain/currentAccount/iban";
import { OpeningDecisions } from "./OpeningDecisions";

/** A signed opening whose first transfer matched, its holder screened clear. */
const file: OpeningFile = {
  opening: {
    id: "o",
    status: "signed",
    startedAt: "2026-11-20T09:00:00.000Z",
    signedAt: "2026-11-20T09:30:00.000Z",
    offer: "plus",
    identity: null,
    knowYourCustomer: null,
    taxResidence: null,
    identityDocument: null,
  },
  customer: {
    id: "c",
    firstName: "Claire",
    lastName: "Martin",
    email: "claire@example.fr",
    emailVerified: true,
    birthDate: "1990-05-17",
    country: "FR",
  },
  account: {
    id: "a",
    iban: "FR7699999000010000000000115",
    bic: bankIdentifiers.bic,
    status: "pending_first_transfer",
    reference: "AUR-7K2M9QXD",
    balanceCents: 150_00,
    transferState: "matched",
    firstTransferMatchedAt: "2026-11-21T07:00:00.000Z",
  },
  identityDocumentFiles: { front: null, back: null },
  documents: [],
  signature: null,
  transfers: [],
  screening: {
    outcome: "screened",
    listPublishedAt: "2026-11-20T08:15:02.417Z",
    loadedAt: "2026-11-20T10:00:00.000Z",
    hits: [],
  },
  history: [],
};

/**
 * The approve button's markup and the text it is described by, as a screen reader reads them,
 * for `staffEmail` signed in.
 */
function approveButton(shown: OpeningFile, staffEmail = "conseiller@aurore-banque.example") {
  const router = createMemoryRouter([
    {
      path: "*",
      element: <OpeningDecisions file={shown} staffEmail={staffEmail} onDecided={async () => {}} />,
    },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />).replaceAll("&#x27;", "'");
  const [, attributes = ""] = /<button([^>]*)>Approuver l'ouverture<\/button>/.exec(html) ?? [];
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
  const describedBy = attribute("aria-describedby");
  return {
    shown: html.includes("Approuver l'ouverture"),
    disabled: attribute("aria-disabled") ?? null,
    description: describedBy && new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1],
  };
}

describe("the approval of an account opening in the back office", () => {
  it("stays offered but unavailable, saying why, until the first transfer matched and the screening is clear", () => {
    const awaiting = {
      ...file,
      account: file.account && { ...file.account, transferState: "awaiting" as const },
    };
    expect(approveButton(awaiting)).toMatchObject({
      disabled: "true",
      description: expect.stringMatching(
        /^Approbation impossible pour l'instant : le premier virement/,
      ),
    });
    expect(approveButton({ ...file, screening: { outcome: "no_list_loaded" } })).toMatchObject({
      disabled: "true",
      description: expect.stringMatching(/aucun registre des gels des avoirs n'est chargé/),
    });
    const hit = {
      listId: "9001",
      name: "MARTIN Claire",
      reason: "name" as const,
      entry: { names: ["MARTIN Claire"], birthDates: ["1961"], details: [] },
      clearance: null,
    };
    expect(
      approveButton({
        ...file,
        screening: {
          ...file.screening,
          outcome: "screened",
          listPublishedAt: "x",
          loadedAt: "x",
          hits: [hit],
        },
      }),
    ).toMatchObject({
      disabled: "true",
      description: expect.stringMatching(/correspond à une personne du registre/),
    });
    // Every hit cleared as a namesake: the approval is offered.
    const cleared = {
      ...hit,
      clearance: {
        reason: "Née en 1990 à Lyon, française.",
        clearedBy: "a@b.fr",
        clearedAt: "x",
      },
    };
    const screened = {
      outcome: "screened" as const,
      listPublishedAt: "x",
      loadedAt: "x",
    };
    expect(approveButton({ ...file, screening: { ...screened, hits: [cleared] } })).toEqual({
      shown: true,
      disabled: null,
      description: undefined,
    });
    // Not to the one who cleared it: four eyes.
    expect(
      approveButton({ ...file, screening: { ...screened, hits: [cleared] } }, "a@b.fr"),
    ).toMatchObject({
      disabled: "true",
      description: expect.stringMatching(
        /^Approbation impossible pour vous : vous avez vous-même écarté/,
      ),
    });
    expect(
      approveButton({ ...file, screening: { ...screened, hits: [cleared, hit] } }),
    ).toMatchObject({
      disabled: "true",
      description: expect.stringMatching(/correspond à une personne du registre/),
    });
    expect(approveButton(file)).toEqual({ shown: true, disabled: null, description: undefined });
  });

  it("offers no decision once one is taken", () => {
    expect(approveButton({ ...file, opening: { ...file.opening, status: "approved" } }).shown).toBe(
      false,
    );
  });
});
