import { useForm, type SubmissionResult } from '@conform-to/react';
import { useLayoutEffect, type FormEvent } from 'react';

/** What the live validation tells its form: Conform's errors by field, the form's own, and its submit handler. */
export interface LiveState {
  /** Conform's current errors of each field of `names` (undefined: none shown). */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  /** Errors of the form as a whole (Conform's `form.errors`). */
  formErrors: readonly string[] | undefined;
  /** Conform's submit: validates, and cancels the post (focusing the first invalid field) when invalid. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Props of {@link LiveValidation}. */
export interface LiveValidationProps {
  /** The `id` of the rendered `<form>` Conform attaches to. */
  id: string;
  /** The field names whose errors are reported. */
  names: readonly string[];
  /** The site's validator (FormState.validate: the zod schema through Conform's parser). */
  validate: (formData: FormData) => unknown;
  /** The action's Conform reply after a refused post, if any. */
  lastResult?: SubmissionResult<string[]>;
  /** Called with the current state on every change, and with null on unmount. */
  onChange: (state: LiveState | null) => void;
}

/**
 * Conform's `useForm` for a form rendered by `CustomForm` (decision 0969): validation on blur,
 * again on input once shown, and on submit without a round trip. Renders nothing; it is loaded
 * once the page has the site's validator (after hydration), so Conform (about 10 KB gzip) is not
 * in the first load of a page with a form (docs/requirements/performance.md#speed-goals). Until
 * then the form posts and the server validates, as without JavaScript.
 */
export default function LiveValidation({ id, names, validate, lastResult, onChange }: LiveValidationProps) {
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate(formData) as never,
  });
  const errors = Object.fromEntries(names.map((name) => [name, (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors]));
  const formErrors = form.errors;
  const onSubmit = form.onSubmit;
  // Reported before paint, so an error appears in the same frame as Conform's own state.
  const key = JSON.stringify([errors, formErrors]);
  useLayoutEffect(() => {
    onChange({ errors, formErrors, onSubmit });
    // `key` stands for the errors' content: a new object with the same errors is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, onSubmit, onChange]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
