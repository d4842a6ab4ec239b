import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AcceptanceChecks } from "@domain/api/applicationAdmin";
import { clearChecksRecorded, testApplication } from "~/features/applications/application.testing";
import { ApplicationDecisions } from "./ApplicationDecisions";

const application = testApplication(
  { product: "pretPersonnel", amount: 15_000, months: 60, option: "equipement", insurance: false },
  {
    id: "a",
    state: "submitted",
    submittedAt: "2026-11-24T09:00:00.000Z",
    createdAt: "2026-11-23T09:00:00.000Z",
  },
);

const clear = clearChecksRecorded;

/** The accept button's markup and the text it is described by, as a screen reader reads them. */
function acceptButton(acceptanceChecks: AcceptanceChecks | null) {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ApplicationDecisions
          application={application}
          acceptanceChecks={acceptanceChecks}
          onDecided={async () => {}}
        />
      ),
    },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />).replaceAll("&#x27;", "'");
  const [, attributes = ""] =
    /<button([^>]*)>Accepter et émettre l'offre<\/button>/.exec(html) ?? [];
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
  const describedBy = attribute("aria-describedby");
  return {
    disabled: attribute("aria-disabled") ?? null,
    description: describedBy && new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1],
  };
}

describe("the acceptance in the back office", () => {
  it("stays offered but unavailable, saying why, until the checks allow the offer", () => {
    expect(acceptButton(null)).toEqual({
      disabled: "true",
      description:
        "Enregistrez d'abord la consultation du FICP et l'évaluation de la solvabilité : l'offre ne peut pas être émise sans elles.",
    });
    expect(acceptButton({ ...clear, ficpResult: "registered" })).toEqual({
      disabled: "true",
      description:
        "L'emprunteur est inscrit au FICP : l'offre ne peut pas être émise. La demande peut être refusée.",
    });
    expect(acceptButton(clear)).toEqual({ disabled: null, description: undefined });
  });
});
