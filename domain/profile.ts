import { z } from "./forms/z";

/**
 * What the API tells the browser about the signed-in person (`GET /api/auth/session`): never a
 * hash, never an internal id. The server builds these; the pages read them.
 */
export const customerProfileSchema = z.object({
  role: z.literal("customer"),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** False until the link of the verification mail is opened: the client area shows a banner. */
  emailVerified: z.boolean(),
  birthDate: z.string(),
  gender: z.string(),
  whatsapp: z.string(),
  country: z.string(),
  currency: z.string(),
  accountType: z.string(),
  newsletter: z.boolean(),
  createdAt: z.string(),
});

/** A member of staff: the same sign-in, no customer profile. */
export const staffProfileSchema = z.object({
  role: z.literal("admin"),
  email: z.string(),
  createdAt: z.string(),
  /** This session proved a second factor: without it the back office shows no data. */
  secondFactor: z.boolean(),
});

export const sessionUserSchema = z.discriminatedUnion("role", [
  customerProfileSchema,
  staffProfileSchema,
]);

export type Customer = z.output<typeof customerProfileSchema>;
export type Staff = z.output<typeof staffProfileSchema>;
export type SessionUser = z.output<typeof sessionUserSchema>;

/** The answer of every step that signs someone in or changes their profile. */
export const profileAnswerSchema = z.object({ customer: sessionUserSchema });
