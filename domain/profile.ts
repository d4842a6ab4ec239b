/**
 * What the API tells the browser about the signed-in person (`GET /api/auth/session`): never a
 * hash, never an internal id. The server builds these; the pages read them.
 */
export interface Customer {
  role: "customer";
  firstName: string;
  lastName: string;
  email: string;
  /** False until the link of the verification mail is opened: the client area shows a banner. */
  emailVerified: boolean;
  birthDate: string;
  gender: string;
  whatsapp: string;
  country: string;
  currency: string;
  accountType: string;
  newsletter: boolean;
  createdAt: string;
}

/** A member of staff: the same sign-in, no customer profile. */
export interface Staff {
  role: "admin";
  email: string;
  createdAt: string;
  /** This session proved a second factor: without it the back office shows no data. */
  secondFactor: boolean;
}

export type SessionUser = Customer | Staff;
