import type { SubmissionResult } from '@conform-to/react';
import { Checkbox, ChoiceGroup, CtaButton, RequiredLegend, Select, TextArea, TextField } from '@silca/ui';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocksContext, type FormState } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { RichText } from '../../core/rich-text-renderer/RichText';
import layout from '../../shared/layout.module.css';
import type { CustomFormBlok, FormField } from './schema';
import type { LiveState } from './LiveValidation';
import styles from './CustomForm.module.css';

// Conform loads with the site's validator, after hydration (decision 0969).
const LiveValidation = lazy(() => import('./LiveValidation'));

type Values = Readonly<Record<string, unknown>>;

function single(values: Values | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

function many(values: Values | undefined, name: string): string[] | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/**
 * The `autocomplete` of a single-line `<input>` (docs/requirements/forms.md#contact-form): `street-address` is valid on a textarea only, so
 * an input gets `address-line1`; empty gives the type's own or none.
 */
export function inputAutocomplete(token: string | undefined, type: string): string | undefined {
  const value = token?.trim();
  if (value) return value.replace(/(^|\s)street-address$/, '$1address-line1');
  return type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined;
}

function Field({
  field,
  values,
  error,
  autoFocus,
  choose,
  maxLength,
}: {
  field: FormField;
  values?: Values;
  error?: string;
  autoFocus?: boolean;
  choose: string;
  maxLength?: number;
}) {
  const common = { label: field.label, required: field.required, hint: field.hint, error };
  const options = field.options ?? [];
  switch (field.type) {
    case 'textarea':
      return (
        <TextArea
          {...common}
          name={field.name}
          rows={5}
          maxLength={maxLength}
          autoComplete={field.autocomplete?.trim() || undefined}
          defaultValue={single(values, field.name)}
          autoFocus={autoFocus}
        />
      );
    case 'select':
      return <Select {...common} name={field.name} options={options} placeholder={choose} defaultValue={single(values, field.name)} autoFocus={autoFocus} />;
    case 'checkboxes':
    case 'radios':
      return (
        <ChoiceGroup
          {...common}
          name={field.name}
          type={field.type === 'radios' ? 'radio' : 'checkbox'}
          options={options}
          defaultValue={many(values, field.name)}
          autoFocus={autoFocus}
        />
      );
    case 'checkbox':
      return <Checkbox {...common} name={field.name} value="yes" defaultChecked={single(values, field.name) === 'yes'} autoFocus={autoFocus} />;
    default:
      return (
        <TextField
          {...common}
          name={field.name}
          type={field.type}
          autoComplete={inputAutocomplete(field.autocomplete, field.type)}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
          maxLength={maxLength}
          defaultValue={single(values, field.name)}
          autoFocus={autoFocus}
        />
      );
  }
}

const firstError = (errors: Readonly<Record<string, unknown>> | null | undefined, fields: readonly FormField[]) =>
  fields.find((f) => {
    const e = errors?.[f.name];
    return Array.isArray(e) ? e.length > 0 : Boolean(e);
  })?.name;

/**
 * Holds a valid submit while `beforeSubmit` is pending, writes the resolved hidden values, then submits again with the same submitter;
 * repeated clicks post once.
 */
function holdSubmit(event: FormEvent<HTMLFormElement>, form: HTMLFormElement | null, beforeSubmit: FormState['beforeSubmit']) {
  const pending = beforeSubmit?.();
  if (!pending || !form) return;
  event.preventDefault();
  if (form.dataset.held) return;
  form.dataset.held = '1';
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  void pending.then((hidden) => {
    delete form.dataset.held;
    for (const [name, value] of Object.entries(hidden)) {
      const input = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]')).find((i) => i.name === name);
      if (input) input.value = value;
    }
    form.requestSubmit(submitter ?? undefined);
  });
}

/** Conform's hidden intent submitter (@conform-to/dom `INTENT`, not exported). */
const CONFORM_INTENT = '__intent__';

/**
 * A content-managed form (docs/requirements/forms.md#contact-form, docs/requirements/forms.md#validation-messages): a plain POST with
 * `form_key`, the site's hidden inputs and a honeypot; browser checks off so the site's messages show.
 * - Without JavaScript: a refused post comes back with values, errors under fields, the summary and `autofocus` on the first invalid.
 * - With the site's validator (Conform, loaded after hydration, decision 0969): validation on blur, input and submit without a round trip;
 *   a valid submit waits for `beforeSubmit` (decision 0935, {@link holdSubmit}).
 */
export function CustomForm({ blok }: BlockProps<CustomFormBlok>) {
  const { t } = useBlocksTranslation();
  const { forms } = useBlocksContext();
  const state: FormState | undefined = Object.hasOwn(forms, blok.form_key) ? forms[blok.form_key] : undefined;
  const anyRequired = blok.fields.some((field) => field.required);
  const fieldNames = blok.fields.map((field) => field.name);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = `form-${blok._uid}`;
  const lastResult = (state?.lastResult as SubmissionResult<string[]> | null | undefined) ?? undefined;
  const [live, setLive] = useState<LiveState | null>(null);
  const serverErrors = state?.lastResult?.error ?? undefined;
  // Once Conform is there its errors are the truth: it starts from the action's reply and clears what the visitor corrects.
  const errorOf = (name: string): string | undefined => (live ? live.errors[name]?.[0] : (serverErrors?.[name]?.[0] ?? state?.errors?.[name]));
  const liveErrors = Object.fromEntries(blok.fields.map((f) => [f.name, errorOf(f.name)]));
  const values: Values | undefined = (state?.lastResult?.initialValue as Values | undefined) ?? state?.values;
  const hasErrors = blok.fields.some((f) => liveErrors[f.name]);
  const summary =
    state?.formError ?? (state?.lastResult?.error && hasErrors ? state.summary : undefined) ?? (attempted && hasErrors ? state?.summary : undefined);
  const focusTarget = firstError(serverErrors ?? state?.errors ?? null, blok.fields);

  useEffect(() => {
    if (!state?.lastResult?.error) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  }, [state?.lastResult]);

  // The same form props before and after Conform arrives.
  const formErrors = live ? live.formErrors : (lastResult?.error?.[''] ?? undefined);
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <div className={styles.wrap}>
        {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
        {blok.intro ? <p className={styles.intro}>{blok.intro}</p> : null}
        <form
          id={formId}
          aria-describedby={formErrors !== undefined ? `${formId}-error` : undefined}
          ref={formRef}
          method="post"
          action={state?.action}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            // Conform's own intent submit on blur is no attempt of the visitor's: no summary alert.
            if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') !== CONFORM_INTENT) setAttempted(true);
            live?.onSubmit(event);
            if (event.defaultPrevented) return;
            holdSubmit(event, formRef.current, state?.beforeSubmit);
          }}
        >
          <input type="hidden" name="form_key" value={blok.form_key} />
          {Object.entries(state?.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {summary ? (
            <p className={styles.formError} role="alert">
              {summary}
            </p>
          ) : null}
          {anyRequired ? <RequiredLegend /> : null}
          {blok.fields.map((field) => (
            <Field
              key={field._uid}
              field={field}
              values={values}
              error={liveErrors[field.name]}
              autoFocus={field.name === focusTarget}
              choose={t('formChoose')}
              maxLength={state?.maxLengths?.[field.name]}
            />
          ))}
          {state?.honeypot ? (
            <div className={styles.honeypot} style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }} aria-hidden="true">
              <label>
                Fax
                <input type="text" name={state.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
          ) : null}
          <RichText doc={blok.privacy_text} className={styles.privacy} />
          {state?.privacyLink && !JSON.stringify(blok.privacy_text ?? '').includes('"link"') ? (
            <p className={styles.privacy}>
              <a href={state.privacyLink.href}>{state.privacyLink.label}</a>
            </p>
          ) : null}
          <CtaButton buttonType="submit" type="primary" size="large" label={blok.submit_label ?? t('formSubmit')} />
        </form>
        {state?.validate ? (
          <Suspense fallback={null}>
            <LiveValidation id={formId} names={fieldNames} validate={state.validate} lastResult={lastResult} onChange={setLive} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
