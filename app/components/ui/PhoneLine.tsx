import { phoneHref, phoneIn, type FrenchPhone } from "@domain/phone";
import { useLocale } from "~/i18n/locale";

/** A dedicated phone line: the service, its number and when someone answers. */
export interface PhoneContact {
  /** The service as it introduces its number, punctuation included (« Service sinistres : »). */
  service: string;
  /** One of the bank's lines (`bank.phones`), written as the page's readers dial it. */
  phone: FrenchPhone;
  hours: string;
}

export function PhoneLine({ contact }: { contact: PhoneContact }) {
  const locale = useLocale();
  return (
    <p className="text-lg text-ink-700">
      <a href={phoneHref(contact.phone)} className="link font-semibold">
        {contact.service} {phoneIn(contact.phone, locale)}
      </a>
      , {contact.hours}.
    </p>
  );
}
