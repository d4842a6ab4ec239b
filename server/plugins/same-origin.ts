import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";
import { message } from "../../domain/i18n/message";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests made by another site's page (CSRF): API calls and the pages'
 * forms sent without scripts alike: browsers send `Origin` and
 * `Sec-Fetch-Site` with every cross-origin POST. Clients that send neither (curl, servers) are not
 * browsers carrying a victim's cookies, so they pass.
 */
export async function refuseForeignOrigin(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  let foreign = request.headers["sec-fetch-site"] === "cross-site";
  if (origin !== undefined) {
    try {
      // Both sides through URL, so that an explicit default port (`:80`) compares equal to none.
      foreign ||= new URL(origin).host !== new URL(`http://${request.host}`).host;
    } catch {
      foreign = true;
    }
  }
  if (foreign) {
    throw new ApiError(403, "forbidden_origin", message("forbiddenOrigin"));
  }
}
