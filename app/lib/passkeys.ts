import {
  addPasskey,
  passkeySignIn,
  passkeySignInOptions,
  type passkeyRegistrationOptions,
} from "@domain/api/passkeys";
import type { EndpointResult } from "@domain/api/endpoint";
import { passkeyMessages } from "@domain/forms/passkeyMessages";
import { messageId, type RuleMessage } from "@domain/i18n/message";
import { inPageLanguage } from "~/i18n/messages";
import type { SessionUser } from "@domain/profile";
import { ApiClientError, callApi } from "./api";

/**
 * The browser's side of a passkey ceremony. @simplewebauthn/browser is loaded when a customer
 * asks for a passkey, not with the page.
 */
const webAuthn = () => import("@simplewebauthn/browser");

/** The browser refused or was closed: `text` says so in the page's language once written. */
export class PasskeyCancelled extends Error {
  constructor(readonly text: RuleMessage) {
    super(messageId(text));
  }
}

/** What a failed passkey ceremony tells the visitor, in the page's language. */
export const ceremonyMessage = (error: Error): Promise<string> | string =>
  error instanceof PasskeyCancelled ? inPageLanguage(error.text) : error.message;

/** The browser refused or the customer closed its prompt: a French message, never a crash. */
function ceremonyFailure(error: unknown): Error {
  if (error instanceof ApiClientError || error instanceof PasskeyCancelled) return error;
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError" || name === "InvalidStateError") {
    return new PasskeyCancelled(passkeyMessages.cancelled);
  }
  return new PasskeyCancelled(passkeyMessages.refused);
}

/** Adds a passkey to the signed-in account, once the server has the options (after the password). */
export async function createPasskey(
  optionsJSON: EndpointResult<typeof passkeyRegistrationOptions>,
  name: string,
): Promise<void> {
  try {
    const { browserSupportsWebAuthn, startRegistration } = await webAuthn();
    if (!browserSupportsWebAuthn()) throw new PasskeyCancelled(passkeyMessages.unsupported);
    const response = await startRegistration({ optionsJSON });
    await callApi(addPasskey, { body: { name, response } });
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

/** Signs in with a discoverable passkey: no e-mail, no password, no second step. */
export async function signInWithPasskey(): Promise<SessionUser> {
  try {
    const { browserSupportsWebAuthn, startAuthentication } = await webAuthn();
    if (!browserSupportsWebAuthn()) throw new PasskeyCancelled(passkeyMessages.unsupported);
    const optionsJSON = await callApi(passkeySignInOptions);
    const response = await startAuthentication({ optionsJSON });
    const { customer } = await callApi(passkeySignIn, { body: { response } });
    return customer;
  } catch (error) {
    throw ceremonyFailure(error);
  }
}
