import { commonText } from "~/content/common.i18n";
import { emailMissing } from "@domain/forms/missing";
import { callApi } from "~/lib/api";
import { PageFormName } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { TextField } from "./fields";
import { DataNotice } from "./FormCard";
import { FormStatus } from "./FormStatus";
import { Heading } from "./Heading";
import { Honeypot } from "./Honeypot";

// The declaration brings zod: it is loaded on the first submission, as most visitors of these
// pages never subscribe.
const newsletterApi = () => import("@domain/api/newsletter");

export function NewsletterBox() {
  const { newsletterBox: copy } = commonText.use();
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => newsletterApi().then(({ subscribeToNewsletter }) => subscribeToNewsletter.body),
    defaultValues: { email: "", website: "" },
    send: async (values) =>
      callApi((await newsletterApi()).subscribeToNewsletter, { body: values }),
    pageForm: "newsletter",
  });
  const submitting = form.formState.isSubmitting;
  return (
    <section
      id="newsletter"
      className="relative my-12 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-700 p-6 text-white sm:p-10"
    >
      <Heading className="text-white">{copy.title}</Heading>
      <p className="mt-2 max-w-2xl text-brand-100">{copy.intro}</p>
      {/* POST even before the scripts run: a typed address never lands in a URL. */}
      <form
        method="post"
        noValidate
        onFocus={prepare}
        onSubmit={submit}
        className="mt-6 grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-start [&_label]:text-white [&_label_span]:text-gold-400 [&_[id$=-erreur]]:rounded [&_[id$=-erreur]]:bg-white [&_[id$=-erreur]]:px-2 [&_[id$=-erreur]]:py-1"
      >
        <PageFormName form="newsletter" />
        <TextField
          name="email"
          label={copy.emailLabel}
          type="email"
          required
          missing={emailMissing}
          autoComplete="email"
          registration={field("email")}
          error={form.formState.errors.email?.message}
        />
        <button type="submit" className="btn btn-accent sm:mt-8" disabled={submitting}>
          {submitting ? copy.sendingLabel : copy.submitLabel}
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
