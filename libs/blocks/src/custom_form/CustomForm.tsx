import { Checkbox, ChoiceGroup, CtaButton, RequiredLegend, Select, TextArea, TextField } from '@silca/ui';
import { useBlocksContext } from '../core/context';
import type { BlockProps } from '../core/define';
import { editableAttributes } from '../core/editable';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { RichText } from '../rich-text/RichText';
import layout from '../shared/layout.module.css';
import type { CustomFormBlok, FormField } from './schema';
import styles from './CustomForm.module.css';

type Values = Readonly<Record<string, string | readonly string[]>>;

function single(values: Values | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

function many(values: Values | undefined, name: string): string[] | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? [value] : Array.isArray(value) ? [...value] : undefined;
}

/** One field through the `@silca/ui` form fields (label, asterisk, hint, error wiring). */
function Field({ field, values, error }: { field: FormField; values?: Values; error?: string }) {
  const common = { label: field.label, required: field.required, hint: field.hint, error };
  const options = field.options ?? [];
  switch (field.type) {
    case 'textarea':
      return <TextArea {...common} name={field.name} rows={5} defaultValue={single(values, field.name)} />;
    case 'select':
      return <Select {...common} name={field.name} options={options} defaultValue={single(values, field.name)} />;
    case 'checkboxes':
    case 'radios':
      return (
        <ChoiceGroup {...common} name={field.name} type={field.type === 'radios' ? 'radio' : 'checkbox'} options={options} defaultValue={many(values, field.name)} />
      );
    case 'checkbox':
      return <Checkbox {...common} name={field.name} value="yes" defaultChecked={single(values, field.name) === 'yes'} />;
    default:
      return (
        <TextField
          {...common}
          name={field.name}
          type={field.type}
          autoComplete={field.autocomplete ?? (field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined)}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
          defaultValue={single(values, field.name)}
        />
      );
  }
}

/**
 * A content-managed form (contact, leads; SPEC.md 3 and 5). A plain POST form: it works
 * without JavaScript and posts to the site's route action (`forms[form_key].action` from
 * BlocksProvider, default the current URL), with a hidden `form_key` field. After a failed
 * post the site passes back `values` (refilled) and `errors` (shown under each field, already
 * localised; SPEC.md 5 texts) and `formError` for the whole form. Validation rules are the
 * site's; the browser's `required`/`type` checks only help.
 */
export function CustomForm({ blok }: BlockProps<CustomFormBlok>) {
  const { t } = useBlocksTranslation();
  const { forms } = useBlocksContext();
  const state = Object.hasOwn(forms, blok.form_key) ? forms[blok.form_key] : undefined;
  const anyRequired = blok.fields.some((field) => field.required);
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <div className={styles.wrap}>
        {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
        {blok.intro ? <p className={styles.intro}>{blok.intro}</p> : null}
        <form method="post" action={state?.action} className={styles.form}>
          <input type="hidden" name="form_key" value={blok.form_key} />
          {anyRequired ? <RequiredLegend /> : null}
          {state?.formError ? (
            <p className={styles.formError} role="alert">
              {state.formError}
            </p>
          ) : null}
          {blok.fields.map((field) => (
            <Field key={field._uid} field={field} values={state?.values} error={state?.errors?.[field.name]} />
          ))}
          <RichText doc={blok.privacy_text} className={styles.privacy} />
          <CtaButton buttonType="submit" type="primary" size="large" label={blok.submit_label ?? t('formSubmit')} />
        </form>
      </div>
    </section>
  );
}
