import { bank } from "@domain/bank";
import { Heading } from "./Heading";

export function ContactsBlock() {
  return (
    <section className="my-12">
      <Heading>Nous contacter</Heading>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">Par téléphone</p>
          <a className="link mt-2 block text-lg" href={`tel:${bank.phoneHref}`}>
            {bank.phone}
          </a>
          <p className="text-sm text-ink-500">{bank.phoneHours}, prix d'un appel local</p>
        </li>
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">Par email</p>
          <a className="link mt-2 block text-lg" href={`mailto:${bank.email}`}>
            {bank.email}
          </a>
          <p className="text-sm text-ink-500">Réponse sous 48 h ouvrées</p>
        </li>
        <li className="rounded-2xl border border-brand-100 p-6">
          <p className="font-semibold text-brand-900">Notre siège</p>
          <address className="mt-2 not-italic text-lg text-ink-900">{bank.address}</address>
          <p className="text-sm text-ink-500">Sur rendez-vous uniquement</p>
        </li>
      </ul>
    </section>
  );
}
