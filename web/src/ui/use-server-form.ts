import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { showServerErrors } from './show-server-errors.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

/**
 * What a submit handler may answer: `'stay-blocked'` keeps the form submitting after it
 * returns (the page is leaving for a payment provider); {@link ServerForm.release} ends it.
 */
export type SubmitOutcome = void | 'stay-blocked';

/** A form's submit: takes the valid values; a thrown error is the server's refusal. */
export type SubmitHandler<V> = (values: V) => Promise<SubmitOutcome>;

/** How one submit treats a failure before the common handling. */
export interface SubmitOptions<V extends FieldValues> {
  /**
   * Sees the failure first; answering true means the form dealt with it (a way out, a lost
   * answer to wait for) and nothing is put on the fields or the form. `again` is this submit,
   * guarded as the form's own, for a request to be sent once more with the same values.
   */
  onError?(error: unknown, values: V, again: (values: V) => Promise<void>): boolean;
  /** The client's checks failed (e.g. a haptic buzz). */
  onInvalid?: SubmitErrorHandler<V>;
}

/** Options of {@link useServerForm}: react-hook-form's, and how failures are worded. */
export interface ServerFormOptions<V extends FieldValues> extends UseFormProps<V> {
  /** The form-level text of a failure that put nothing on a field (§8 reason text). */
  errorText(error: unknown): string;
  /** The failure's field errors in the player's language, by the form's field names. */
  fieldErrors?(error: unknown): Readonly<Record<string, string>>;
  /** Which named fields this form shows; by default, the fields of the submitted values. */
  knownField?(name: string, values: V): boolean;
}

/** A form with its server round-trip: see {@link useServerForm}. */
export interface ServerForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** A submit is running (or stays blocked): buttons show progress and take no second tap. */
  submitting: boolean;
  /** The form-level error, or null. */
  formError: string | null;
  /** Shows a form-level text of the form's own (a refusal it made without the server). */
  setFormError(text: string | null): void;
  /** The `onSubmit` of the form element: the client's checks, then `handler` once at a time. */
  submit(
    handler: SubmitHandler<V>,
    options?: SubmitOptions<V>,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
  /** Runs `handler` with values already checked (a host's main button, a resend), guarded. */
  run(handler: SubmitHandler<V>, options?: SubmitOptions<V>): (values: V) => Promise<void>;
  /** Ends a submit kept blocked (`'stay-blocked'`): the page came back from the provider. */
  release(): void;
}

/**
 * One mechanism for every form that talks to the server (issue 20): react-hook-form with
 * the client's checks, a second submit ignored while one runs (a double click reaches the
 * handler twice before React re-renders, so a ref guards it, not state), `submitting` for the
 * buttons, a failure's field errors on their fields and otherwise one form-level text, and
 * the first field in error focused in page order (useFocusFirstError).
 */
export function useServerForm<V extends FieldValues>({
  errorText,
  fieldErrors,
  knownField,
  ...props
}: ServerFormOptions<V>): ServerForm<V> {
  const form = useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...props,
    // useFocusFirstError focuses in page order, the server's errors too.
    shouldFocusError: false,
  });
  useFocusFirstError(form);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const release = useCallback(() => {
    inFlight.current = false;
    setSubmitting(false);
  }, []);

  const run = (handler: SubmitHandler<V>, options: SubmitOptions<V> = {}) => {
    const guarded = async (values: V): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setFormError(null);
      let outcome: SubmitOutcome;
      try {
        outcome = await handler(values);
      } catch (error) {
        // Released first: the form's error handling may send the same values again.
        release();
        if (options.onError?.(error, values, guarded)) return;
        const fields = fieldErrors?.(error) ?? {};
        const known = (name: string) => (knownField ? knownField(name, values) : name in values);
        if (!showServerErrors(form, fields, known)) setFormError(errorText(error));
        return;
      }
      if (outcome !== 'stay-blocked') release();
    };
    return guarded;
  };

  const submit = (handler: SubmitHandler<V>, options: SubmitOptions<V> = {}) =>
    form.handleSubmit(run(handler, options), options.onInvalid);

  return { form, submitting, formError, setFormError, submit, run, release };
}
