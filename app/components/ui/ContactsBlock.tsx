import { bank } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";
import { useLocale } from "~/i18n/locale";
import { commonText } from "~/content/common.i18n";
import { Heading } from "./Heading";

export function ContactsBlock() {
  const locale = useLocale();
  const { contactsText: text } = commonText.use();
  return (
    <section className="my-12">
      <Heading>{text.heading}</Heading>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">{text.byPhone}</p>
          <a className="link mt-2 block text-lg" href={phoneHref(bank.phones.customerService)}>
            {phoneIn(bank.phones.customerService, locale)}
          </a>
          <p className="text-sm text-ink-500">{text.phoneHours}</p>
        </li>
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">{text.byEmail}</p>
          <a className="link mt-2 block text-lg" href={`mailto:${bank.email}`}>
            {bank.email}
          </a>
          <p className="text-sm text-ink-500">{text.emailDelay}</p>
        </li>
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">{text.office}</p>
          <address className="mt-2 not-italic text-lg text-ink-900">{bank.address}</address>
          <p className="text-sm text-ink-500">{text.officeVisits}</p>
        </li>
      </ul>
    </section>
  );
}
