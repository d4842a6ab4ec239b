import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";

/** For load balancers and monitors: 200 when the database answers, 503 otherwise. */
export const health = endpoint({
  method: "GET",
  path: "/api/health",
  access: "public",
  response: z.object({ status: z.literal("ok") }),
});

/**
 * Prometheus metrics, in Prometheus' text format; exists only when the server has a token, and
 * asks for it as a bearer token.
 */
export const metrics = endpoint({
  method: "GET",
  path: "/api/metrics",
  access: "public",
  errors: {
    unauthenticated: {
      status: 401,
      message: message("metricsTokenRequired"),
    },
  },
});
