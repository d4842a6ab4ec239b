import { formatMessage } from "@domain/i18n/formatMessage";
import { frenchCatalog } from "@domain/i18n/frenchCatalog";
import type { MessageText } from "@domain/i18n/message";

/** A message as the back office shows it: in French, the only language staff's screens have. */
export const inFrench = (text: MessageText): string => formatMessage(text, "fr", frenchCatalog);
