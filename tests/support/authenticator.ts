import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from "node:crypto";

/**
 * A software passkey (ES256, "none" attestation) that answers the server's WebAuthn options as a
 * real authenticator would, for API and fuzz tests that run without a browser. Browser tests use
 * Chromium's virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  };
  if (typeof value === "number") {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

export interface SoftwarePasskey {
  credentialId: string;
  /** Answers `navigator.credentials.create()` for the options of POST /api/account/passkeys/options. */
  register(options: { challenge: string; user: { id: string } }): object;
  /** Answers `navigator.credentials.get()` for the options of POST /api/auth/passkey/options. */
  authenticate(options: { challenge: string }): object;
  /** The authenticator's counter, which a cloned key would replay. */
  signCount: number;
}

export function softwarePasskey(origin: string): SoftwarePasskey {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = (publicKey as KeyObject).export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let userHandle = "";

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counter = (count: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(count);
    return bytes;
  };

  const passkey: SoftwarePasskey = {
    credentialId: b64url(credentialId),
    signCount: 0,
    register({ challenge, user }) {
      userHandle = user.id;
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const credentialLength = Buffer.alloc(2);
      credentialLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_DATA]),
        counter(passkey.signCount),
        Buffer.alloc(16),
        credentialLength,
        credentialId,
        cbor(coseKey),
      ]);
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    authenticate({ challenge }) {
      passkey.signCount += 1;
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([USER_PRESENT | USER_VERIFIED]),
        counter(passkey.signCount),
      ]);
      const clientDataJSON = clientData("webauthn.get", challenge);
      const signature = createSign("sha256")
        .update(Buffer.concat([authData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
  return passkey;
}
