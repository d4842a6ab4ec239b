import { useApiForm } from "~/lib/useApiForm";
import { TextField } from "./fields";
import { DataNotice } from "./FormCard";
import { FormStatus } from "./FormStatus";
import { Heading } from "./Heading";
import { Honeypot } from "./Honeypot";

export function NewsletterBox() {
  const { form, field, submit, outcome } = useApiForm({
    // zod is loaded on the first submission: most visitors of these pages never subscribe.
    schema: () =>
      import("@domain/forms/newsletter").then(({ newsletterSchema }) => newsletterSchema),
    endpoint: "/api/newsletter",
    defaultValues: { email: "", website: "" },
  });
  const submitting = form.formState.isSubmitting;
  return (
    <section className="relative my-12 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-700 p-6 text-white sm:p-10">
      <Heading className="text-white">Restez informé</Heading>
      <p className="mt-2 max-w-2xl text-brand-100">
        Recevez chaque mois nos conseils financiers, nos nouvelles offres et l'actualité d'Aurore
        Banque. Vous pouvez vous désabonner à tout moment.
      </p>
      <form
        method="post"
        action="/api/newsletter"
        noValidate
        onSubmit={submit}
        className="mt-6 grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-start [&_label]:text-white [&_label_span]:text-gold-400 [&_[id$=-erreur]]:rounded [&_[id$=-erreur]]:bg-white [&_[id$=-erreur]]:px-2 [&_[id$=-erreur]]:py-1"
      >
        <TextField
          name="email"
          label="Adresse email"
          type="email"
          required
          autoComplete="email"
          registration={field("email")}
          error={form.formState.errors.email?.message}
        />
        <button type="submit" className="btn btn-accent sm:mt-8" disabled={submitting}>
          {submitting ? "Envoi…" : "S'abonner"}
        </button>
        <Honeypot registration={field("website")} />
        <FormStatus outcome={outcome} tone="dark" />
      </form>
      <div className="mt-4 text-brand-100 [&_a]:text-white [&_p]:text-brand-100">
        <DataNotice />
      </div>
    </section>
  );
}
