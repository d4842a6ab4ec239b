/** `GET /api/account/security`: what the Sécurité section shows. */
export interface SecurityOverview {
  emailVerified: boolean;
  passkeys: PasskeySummary[];
  twoFactor: { enabled: boolean; recoveryCodesLeft: number };
  sessions: ActiveSession[];
}

export interface ActiveSession {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
