import { useForm, type SubmissionResult } from '@conform-to/react';
import { useLayoutEffect, type FormEvent } from 'react';

export interface LiveState {
  /** Undefined: none shown. */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  formErrors: readonly string[] | undefined;
  /** Cancels the post, focusing the first invalid field, when invalid. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export interface LiveValidationProps {
  id: string;
  names: readonly string[];
  /** The site's validator (the zod schema through Conform's parser). */
  validate: (formData: FormData) => unknown;
  lastResult?: SubmissionResult<string[]>;
  /** Null on unmount. */
  onChange: (state: LiveState | null) => void;
}

/**
 * Conform's `useForm` for a `CustomForm` (decision 0969), loaded after hydration so Conform is not in the first load
 * (docs/requirements/performance.md#code-loaded-when-wanted); until then the server validates. Renders nothing.
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
  // Before paint, so an error appears in the same frame as Conform's state.
  const key = JSON.stringify([errors, formErrors]);
  useLayoutEffect(() => {
    onChange({ errors, formErrors, onSubmit });
    // `key` stands for the errors' content: a new object with the same errors is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, onSubmit, onChange]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
