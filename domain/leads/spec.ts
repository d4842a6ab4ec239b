/** A choice of a select field: the value on the wire, the label the customer reads. */
export interface SelectOption {
  value: string;
  label: string;
}

interface LeadFieldBase {
  /** camelCase English name sent to the lead API. */
  name: string;
  label: string;
  required?: boolean;
}

export type LeadField =
  | (LeadFieldBase & {
      control: "input";
      type: "text" | "email" | "tel" | "number";
      autoComplete?: string;
      wide?: boolean;
    })
  | (LeadFieldBase & { control: "select"; options: readonly SelectOption[] })
  | (LeadFieldBase & { control: "textarea"; rows: number });

/**
 * What a lead form asks, as data: the browser draws its fields from it and both sides build its
 * schema from it. The page's wording around it (title, introduction, button) is page copy.
 */
export interface LeadFormSpec {
  fields: readonly LeadField[];
  /** For a loan request: the amounts the product lends, in euros, which a simulation must respect. */
  loanAmount?: { min: number; max: number };
}
