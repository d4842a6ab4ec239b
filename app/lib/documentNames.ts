import type { ApplicationContent } from "~/content/application";
import type { DocumentCode } from "@domain/credit/documents";
import type { CreditProduct } from "@domain/credit/products";

/**
 * A document of the loan's checklist in the page's words (`names` are that language's), for the
 * application's page and the client area alike: the quote or invoice names what the loan pays for.
 */
export function documentName(
  names: ApplicationContent["documentNames"],
  product: CreditProduct,
  code: DocumentCode,
): string {
  if (code !== "quoteOrInvoice") return names.common[code];
  return product === "pretAuto" || product === "pretTravaux" ? names.quoteOrInvoice[product] : code;
}
