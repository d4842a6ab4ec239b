import { written } from "../../tests/support/messages";
import { describe, expect, it } from "vitest";
import type { ApplicationState } from "./application";
import {
  applicationQuotaRefusal,
  isOpen,
  maxApplicationBytes,
  maxApplicationsPerYear,
  openApplicationOf,
  storageRefusal,
} from "./quotas";
import { plainSpaces } from "../../tests/support/text";

const today = "2026-11-24";
const yearAgo = "2025-11-24T12:00:00.000Z";
const window = { today, yearAgo };

let ids = 0;
const application = (
  state: ApplicationState,
  {
    product = "pretAuto",
    createdAt = "2026-11-01T10:00:00.000Z",
    offerValidUntil = null,
  }: {
    product?: "pretAuto" | "pretPersonnel" | "pretVoyage" | "pretTravaux";
    createdAt?: string;
    offerValidUntil?: string | null;
  } = {},
) => ({ id: `id-${(ids += 1)}`, product, state, createdAt, offerValidUntil });

// French writes sizes with a no-break space before the unit.

describe("isOpen", () => {
  it("keeps open what is under way and an offer that can still be accepted", () => {
    for (const state of ["informations", "documents", "submitted", "document_requested"] as const) {
      expect(isOpen(application(state), today), state).toBe(true);
    }
    expect(isOpen(application("accepted", { offerValidUntil: today }), today)).toBe(true);
  });

  it("closes the refused, the withdrawn, the signed and a lapsed offer", () => {
    for (const state of ["refused", "withdrawn", "signed"] as const) {
      expect(isOpen(application(state), today), state).toBe(false);
    }
    expect(isOpen(application("accepted", { offerValidUntil: "2026-11-23" }), today)).toBe(false);
  });
});

describe("applicationQuotaRefusal", () => {
  it("leads back to the open application of the same loan, the most recent one", () => {
    const older = application("documents", { createdAt: "2026-10-01T10:00:00.000Z" });
    const newer = application("submitted", { createdAt: "2026-11-01T10:00:00.000Z" });
    const refused = application("refused", { createdAt: "2026-11-20T10:00:00.000Z" });
    const exists = applicationQuotaRefusal([older, newer, refused], "pretAuto", window);
    expect(exists).toMatchObject({ code: "application_exists", applicationId: newer.id });
    expect(written(exists?.message)).toMatch(/^Vous avez déjà une demande en cours pour ce prêt/);
    expect(openApplicationOf([older, newer, refused], "pretAuto", today)).toBe(newer);
  });

  it("lets a new application of a loan whose last one is over", () => {
    const over = [
      application("refused"),
      application("withdrawn"),
      application("signed"),
      application("accepted", { offerValidUntil: "2026-11-01" }),
    ];
    expect(applicationQuotaRefusal(over, "pretAuto", window)).toBeUndefined();
  });

  it("refuses a fourth open application, whatever its loan", () => {
    const open = [
      application("informations", { product: "pretAuto" }),
      application("submitted", { product: "pretPersonnel" }),
      application("accepted", { product: "pretVoyage", offerValidUntil: today }),
    ];
    const limit = applicationQuotaRefusal(open, "pretTravaux", window);
    expect(limit?.code).toBe("open_applications_limit");
    expect(written(limit?.message)).toBe(
      "Vous avez déjà 3 demandes de prêt en cours, le maximum : vous pourrez en commencer une autre quand l'une d'elles sera terminée.",
    );
    expect(applicationQuotaRefusal(open.slice(0, 2), "pretTravaux", window)).toBeUndefined();
  });

  it("refuses a thirteenth application started in 12 months, not one after the oldest leaves them", () => {
    // One a month from December 2025 to November 2026.
    const started = Array.from({ length: maxApplicationsPerYear }, (_, index) =>
      application("refused", { createdAt: new Date(Date.UTC(2025, 11 + index, 1)).toISOString() }),
    );
    const yearly = applicationQuotaRefusal(started, "pretAuto", window);
    expect(yearly?.code).toBe("yearly_applications_limit");
    expect(written(yearly?.message)).toBe(
      "Vous avez commencé 12 demandes de prêt en ligne ces 12 derniers mois, le maximum : contactez votre conseiller pour une nouvelle demande.",
    );
    const [oldest, ...others] = started;
    if (!oldest) throw new Error("12 applications were made");
    const aged = [{ ...oldest, createdAt: "2025-11-24T11:59:59.000Z" }, ...others];
    expect(applicationQuotaRefusal(aged, "pretAuto", window)).toBeUndefined();
  });
});

describe("storageRefusal", () => {
  const mega = 1024 * 1024;

  it("takes a file up to the limit exactly", () => {
    expect(storageRefusal(40 * mega, 10 * mega)).toBeUndefined();
    expect(maxApplicationBytes).toBe(50 * mega);
  });

  it("names the limit, what is used and the file's size, as the page writes sizes", () => {
    expect(plainSpaces(written(storageRefusal(49.5 * mega, mega)))).toBe(
      "Les fichiers d'une demande ne peuvent pas dépasser 50 Mo en tout : ceux déjà envoyés font 49,5 Mo, et ce fichier de 1 Mo dépasserait cette limite. Supprimez un fichier dont vous n'avez plus besoin ou envoyez une version plus légère (qualité standard).",
    );
    expect(plainSpaces(written(storageRefusal(50 * mega, 300 * 1024)))).toMatch(
      /font 50 Mo, et ce fichier de 300 Ko/,
    );
  });
});
