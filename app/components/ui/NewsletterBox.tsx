import { useId } from "react";
import { DataNotice } from "./FormCard";
import { Heading } from "./Heading";

export function NewsletterBox() {
  const emailId = useId();
  return (
    <section className="my-12 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-700 p-6 text-white sm:p-10">
      <Heading className="text-white">Restez informé</Heading>
      <p className="mt-2 max-w-2xl text-brand-100">
        Recevez chaque mois nos conseils financiers, nos nouvelles offres et l'actualité d'Aurore
        Banque. Vous pouvez vous désabonner à tout moment.
      </p>
      <form
        method="post"
        action="/api/newsletter"
        className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={emailId} className="font-medium">
            Adresse email
            <span aria-hidden="true" className="ml-0.5 text-gold-400">
              *
            </span>
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="email"
            className="field-input"
          />
        </div>
        <button type="submit" className="btn btn-accent">
          S'abonner
        </button>
      </form>
      <div className="mt-4 text-brand-100 [&_a]:text-white [&_p]:text-brand-100">
        <DataNotice />
      </div>
    </section>
  );
}
