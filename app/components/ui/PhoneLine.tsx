/** A dedicated phone line: the service, its number and when someone answers. */
export interface PhoneContact {
  /** The service as it introduces its number, punctuation included (« Service sinistres : »). */
  service: string;
  phone: string;
  /** E.164 form used in the `tel:` link. */
  phoneHref: string;
  hours: string;
}

export function PhoneLine({ contact }: { contact: PhoneContact }) {
  return (
    <p className="text-lg text-ink-700">
      <a href={`tel:${contact.phoneHref}`} className="link font-semibold">
        {contact.service} {contact.phone}
      </a>
      , {contact.hours}.
    </p>
  );
}
