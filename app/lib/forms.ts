import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { fieldErrors } from "@domain/forms/fieldErrors";
import { inPageLanguage } from "~/i18n/messages";

/**
 * Lets react-hook-form validate with a shared zod schema, keeping one message per field (the
 * first, as the server does). A dozen lines rather than @hookform/resolvers, whose optional peer
 * dependencies cannot be installed next to React Router's.
 */
export function zodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    // The rules give keys; the page writes them in its language (issue 33).
    const errors = Object.fromEntries(
      await Promise.all(
        Object.entries(fieldErrors(result.error)).map(async ([field, text]) => [
          field,
          { type: "validation", message: text ? await inPageLanguage(text) : "" },
        ]),
      ),
    ) as FieldErrors<z.input<Schema>>;
    return { values: {}, errors };
  };
}

/**
 * A form's rules could not be downloaded (the connection dropped after the page arrived): the form
 * is then sent to the server, which checks it with the same rules, as without scripts (decision 022).
 */
export class RulesUnavailable extends Error {
  constructor(options: { cause: unknown }) {
    super("The form's rules could not be downloaded", options);
  }
}

/**
 * Runs a form's check in the browser; when its rules could not be downloaded, the form is sent to
 * the server instead, which checks it with the same schema and draws its answer (decision 029).
 */
export async function checkedOrSentToServer(
  form: HTMLFormElement,
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof RulesUnavailable)) throw error;
    form.submit();
  }
}

/**
 * The same, with a schema loaded on first use: a form whose rules need a large library (phone
 * numbers, zod itself) costs nothing to the pages that show it until someone fills it in.
 * `prepare()` starts loading them early, as the form gets focus.
 */
export function lazyZodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> & { prepare(): void } {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const loadResolver = () =>
    (loaded ??= load().then(
      (schema) => zodResolver(schema),
      (cause: unknown) => {
        // The next check tries the download again.
        loaded = undefined;
        throw new RulesUnavailable({ cause });
      },
    ));
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (
    values,
    context,
    options,
  ) => (await loadResolver())(values, context, options);
  return Object.assign(resolver, {
    prepare() {
      // A failed early load is retried by the first check, which reports it.
      loadResolver().catch(() => {});
    },
  });
}
