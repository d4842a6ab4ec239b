import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefCallback,
} from "react";
import { useForm, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { SiteMessageKey } from "@domain/i18n/messages";
import { SiteMessage, type SiteMessageValues } from "~/i18n/SiteMessage";
import { ApiClientError } from "./api";
import { checkedOrSentToServer, lazyZodResolver, zodResolver } from "./forms";
import {
  pageFormSentMessages,
  usePageFormAnswer,
  useSentForm,
  type PageFormAnswer,
  type PageFormName,
} from "./pageForms";

export type FormOutcome =
  { kind: "sent"; message: ReactNode } | { kind: "failed"; message: string } | undefined;

interface ApiFormOptions<Schema extends z.ZodType<unknown, FieldValues>, Answer> {
  /** The schema, or a function loading it the first time the form is checked. */
  schema: Schema | (() => Promise<Schema>);
  defaultValues: z.input<Schema>;
  /**
   * Sends the checked values through the typed client (`callApi(endpoint, …)`), with any context
   * the endpoint wants besides them (page, simulation), read at the moment of sending.
   */
  send: (values: z.output<Schema>) => Promise<Answer>;
  /**
   * For answers that carry more than a confirmation (recovery codes, a passkey's options), with
   * what was sent; awaited while the form still shows that it is submitting.
   */
  onSuccess?: (answer: Answer, values: z.output<Schema>) => void | Promise<void>;
  /**
   * The form's name when it also works without scripts (decision 022): the page drawn by the
   * server after it was sent shows the server's messages and what was typed, or its confirmation.
   */
  pageForm?: PageFormName;
}

/** What was typed, as the server gave it back, for the fields the form has. */
function typedValues(answer: PageFormAnswer | undefined, defaults: object) {
  if (!answer) return {};
  return Object.fromEntries(
    Object.entries(answer.values).flatMap(([name, value]) => {
      if (!Object.hasOwn(defaults, name)) return [];
      const untouched = (defaults as Record<string, unknown>)[name];
      // A ticked checkbox is sent as `on`.
      return [[name, typeof untouched === "boolean" ? value !== "" && value !== false : value]];
    }),
  );
}

const serverErrors = (answer: PageFormAnswer | undefined, defaults: object) =>
  Object.fromEntries(
    Object.entries(answer?.fields ?? {})
      .filter(([name]) => Object.hasOwn(defaults, name))
      .map(([name, message]) => [name, { type: "server", message }]),
  );

/**
 * A form that validates with its shared schema, posts JSON to the API and reports in French: the
 * server's confirmation (and an empty form) on success, each field's message or a general one on
 * failure, with what was typed kept.
 */
export function useApiForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Answer extends object | undefined,
>({ schema, defaultValues, send, onSuccess, pageForm }: ApiFormOptions<Schema, Answer>) {
  const serverAnswer = usePageFormAnswer(pageForm);
  const sent = useSentForm(pageForm);
  const [outcome, setOutcome] = useState<FormOutcome>(() => {
    if (sent && pageForm && pageForm in pageFormSentMessages) {
      const sentMessage: { key: SiteMessageKey; values?: SiteMessageValues } =
        pageFormSentMessages[pageForm as keyof typeof pageFormSentMessages];
      return {
        kind: "sent",
        message: createElement(SiteMessage, { name: sentMessage.key, values: sentMessage.values }),
      };
    }
    const fieldErrors = serverErrors(serverAnswer, defaultValues as object);
    return serverAnswer?.message && Object.keys(fieldErrors).length === 0
      ? { kind: "failed", message: serverAnswer.message }
      : undefined;
  });
  const [resolver] = useState(() =>
    typeof schema === "function"
      ? lazyZodResolver(schema)
      : Object.assign(zodResolver(schema), { prepare() {} }),
  );
  const [typed] = useState(() => typedValues(serverAnswer, defaultValues as object));
  // Given once: react-hook-form applies its `errors` option again whenever the object changes.
  const [fromServer] = useState(() => {
    const errors = serverErrors(serverAnswer, defaultValues as object);
    return Object.keys(errors).length > 0 ? (errors as FieldErrors<z.input<Schema>>) : undefined;
  });
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { ...(defaultValues as object), ...typed } as never,
    // Read when the form is created: the page drawn by the server shows them in its HTML.
    errors: fromServer,
    // Given the server's messages, react-hook-form would focus the first of them as it takes the
    // page over: scripts that arrive late would pull a visitor already typing in another field
    // back to it, mid-word. The form moves focus itself, below.
    shouldFocusError: false,
  });
  /** The first field, in the form's order, that `errors` marks. */
  const firstMarked = (errors: FieldErrors<z.input<Schema>>) =>
    Object.keys(defaultValues as object).find((name) => name in errors) as
      Path<z.input<Schema>> | undefined;
  const focusFirstError = (errors: FieldErrors<z.input<Schema>>) => {
    const first = firstMarked(errors);
    if (first) form.setFocus(first);
  };
  const [firstRefused] = useState(() => fromServer && firstMarked(fromServer));
  useEffect(() => {
    const placed = document.activeElement && document.activeElement !== document.body;
    if (firstRefused && !placed) form.setFocus(firstRefused);
  }, [firstRefused, form]);
  /** For the form's `onFocus`: its rules start loading as soon as the customer is in it. */
  const prepare = () => resolver.prepare();

  const checkAndSend = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const answer = await send(values);
      await onSuccess?.(answer, values);
      form.reset();
      // Some answers carry a confirmation to show; others what the page goes on with (a profile).
      const message = answer && "message" in answer ? answer.message : undefined;
      setOutcome(typeof message === "string" && message ? { kind: "sent", message } : undefined);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      // A message about the context (a simulation out of range) has no field to sit next to.
      const fields = Object.entries(error.fields).filter(([name]) =>
        Object.hasOwn(defaultValues as object, name),
      );
      for (const [name, message] of fields) {
        if (message)
          form.setError(name as Path<z.input<Schema>>, { message }, { shouldFocus: true });
      }
      if (fields.length === 0) setOutcome({ kind: "failed", message: error.message });
    }
  }, focusFirstError);

  // Only a form the server answers (`pageForm`) can go to it when its rules are missing.
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    const element = event?.currentTarget;
    if (!element || !pageForm) return checkAndSend(event);
    return checkedOrSentToServer(element, () => checkAndSend(event));
  };

  // What was typed into the pre-rendered fields before the form's code arrived: react-hook-form
  // empties a field as it takes it over, so its value is read just before and given back after.
  const typedBeforeHydration = useRef(new Map<Path<z.input<Schema>>, string | boolean>());
  const takenOver = useRef(new Set<string>());
  useLayoutEffect(() => {
    for (const [name, value] of typedBeforeHydration.current) {
      form.setValue(name, value as never, { shouldDirty: true });
    }
    typedBeforeHydration.current.clear();
  }, [form]);

  /** Registers a field whose message disappears as soon as it is edited. */
  const field = (name: Path<z.input<Schema>>) => {
    const registration = form.register(name, { onChange: () => form.clearErrors(name) });
    const ref: RefCallback<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> = (
      element,
    ) => {
      if (element && !takenOver.current.has(name)) {
        takenOver.current.add(name);
        const typed =
          element instanceof HTMLInputElement && element.type === "checkbox"
            ? element.checked
            : element.value;
        const untouched = (defaultValues as Record<string, unknown>)[name] ?? "";
        if (typed !== untouched && typed !== "" && typed !== false) {
          typedBeforeHydration.current.set(name, typed);
        }
      }
      registration.ref(element);
    };
    // In the HTML drawn by the server, the registration alone would leave every field empty.
    const given = typed[name];
    return {
      ...registration,
      ref,
      ...(typeof given === "string" && { defaultValue: given }),
      ...(typeof given === "boolean" && { defaultChecked: given }),
    };
  };

  return { form, field, submit, outcome, prepare, focusFirstError };
}
