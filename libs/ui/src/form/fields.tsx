import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { useSettledWhilePressed } from '../internal/useSettledWhilePressed';
import styles from './Form.module.css';

/** Props shared by every labelled field. */
export interface FieldBaseProps {
  /** Visible label (required: every control is labelled, WCAG 1.3.1 / 3.3.2). */
  label: ReactNode;
  /** Marks the field required: `required`, an asterisk (docs/requirements/forms.md#validation-messages "A required label shows an asterisk"). */
  required?: boolean;
  /** Error message; sets `aria-invalid` and is announced through `aria-describedby`. */
  error?: string | null;
  /** Help text under the label, also referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Element id; generated when absent. */
  id?: string;
}

/** The ids and ARIA attributes a field's control must carry; from `useFieldIds`. */
export interface FieldAria {
  id: string;
  /** The error to show now: a new one waits while a pointer is pressed (the click it began lands first). */
  error?: string | null;
  hintId?: string;
  errorId?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Computes the control id and the `aria-describedby`/`aria-invalid` wiring of a field, and the
 * error to show: one that changes while a pointer is pressed waits for the press to end, so a
 * message appearing on blur never moves the control being clicked
 * (docs/requirements/forms.md#validation-messages).
 */
export function useFieldIds({ id, error: given, hint }: Pick<FieldBaseProps, 'id' | 'error' | 'hint'>): FieldAria {
  const error = useSettledWhilePressed(given ?? null);
  const generated = useId();
  const controlId = id ?? `f${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return {
    id: controlId,
    error,
    hintId,
    errorId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** The red asterisk of a required label; hidden from screen readers, which hear "required" from the control. */
export function RequiredMark() {
  return (
    <span className={styles.asterisk} aria-hidden="true">
      *
    </span>
  );
}

/** The localised "Fields marked with * are required" note for the top of a form. */
export function RequiredLegend({ className }: { className?: string }) {
  const { t } = useUiTranslation();
  return <p className={[styles.hint, className].filter(Boolean).join(' ')}>{t('requiredLegend')}</p>;
}

function FieldMessages({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: string | null; hintId?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Props of `TextField`: a labelled `<input>`. */
export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/**
 * A labelled text input (type text, email, tel, url, number, search, password, date) with the
 * required asterisk, a hint and an error message wired by `aria-describedby`.
 */
export function TextField({ label, required, error, hint, id, className, type = 'text', ...rest }: TextFieldProps) {
  const aria = useFieldIds({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={aria.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldMessages hint={hint} error={aria.error} hintId={aria.hintId} errorId={aria.errorId} />
      <input
        {...rest}
        type={type}
        id={aria.id}
        required={required}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className={styles.control}
      />
    </div>
  );
}

/** Props of `TextArea`. */
export type TextAreaProps = FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>;

/** A labelled `<textarea>` with the same wiring as `TextField`. */
export function TextArea({ label, required, error, hint, id, className, ...rest }: TextAreaProps) {
  const aria = useFieldIds({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={aria.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldMessages hint={hint} error={aria.error} hintId={aria.hintId} errorId={aria.errorId} />
      <textarea
        {...rest}
        id={aria.id}
        required={required}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className={styles.control}
      />
    </div>
  );
}

/** One `<option>`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `Select`. */
export type SelectProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: SelectOption[];
    /** First empty option's text (e.g. "Choose..."); omitted when absent. */
    placeholder?: string;
  };

/** A labelled native `<select>` (accessible and usable on touch devices without JS). */
export function Select({ label, required, error, hint, id, className, options, placeholder, ...rest }: SelectProps) {
  const aria = useFieldIds({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={aria.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldMessages hint={hint} error={aria.error} hintId={aria.hintId} errorId={aria.errorId} />
      <select
        {...rest}
        id={aria.id}
        required={required}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className={styles.control}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of `Checkbox`: a single labelled checkbox (e.g. the data-processing consent, docs/requirements/forms.md#contact-form). */
export type CheckboxProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'>;

/** A single checkbox with its label to the right, the asterisk, hint and error. */
export function Checkbox({ label, required, error, hint, id, className, ...rest }: CheckboxProps) {
  const aria = useFieldIds({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.check} htmlFor={aria.id}>
        <input {...rest} type="checkbox" id={aria.id} required={required} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages hint={hint} error={aria.error} hintId={aria.hintId} errorId={aria.errorId} />
    </div>
  );
}

/** Props of `ChoiceGroup`. */
export interface ChoiceGroupProps extends Omit<FieldBaseProps, 'id'> {
  /** Form field name shared by the choices. */
  name: string;
  /** `checkbox` allows several (docs/requirements/forms.md#contact-form contact "interest", multiple allowed); `radio` one. */
  type?: 'checkbox' | 'radio';
  options: SelectOption[];
  /** Selected values (controlled); use `defaultValue` for uncontrolled forms. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (values: string[]) => void;
  className?: string;
  /** Focus the first choice on load (e.g. the first invalid field after a refused post). */
  autoFocus?: boolean;
}

/**
 * A group of checkboxes or radios in a `<fieldset>` with a `<legend>`. For a required
 * checkbox group, validation ("at least one") is the form's job; the legend shows the asterisk
 * and the group gets `aria-invalid`/`aria-describedby` for the error.
 */
export function ChoiceGroup({
  label,
  required,
  error,
  hint,
  name,
  type = 'checkbox',
  options,
  value,
  defaultValue,
  onChange,
  className,
  autoFocus,
}: ChoiceGroupProps) {
  const aria = useFieldIds({ error, hint });
  const toggle = (optionValue: string, checked: boolean) => {
    if (!onChange) return;
    const current = value ?? [];
    if (type === 'radio') onChange([optionValue]);
    else onChange(checked ? [...current, optionValue] : current.filter((v) => v !== optionValue));
  };
  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      <legend className={styles.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldMessages hint={hint} error={aria.error} hintId={aria.hintId} errorId={aria.errorId} />
      {options.map((option, index) => (
        <label key={option.value} className={styles.check}>
          <input
            autoFocus={autoFocus && index === 0}
            type={type}
            name={name}
            value={option.value}
            disabled={option.disabled}
            required={type === 'radio' ? required : undefined}
            checked={value ? value.includes(option.value) : undefined}
            defaultChecked={!value && defaultValue ? defaultValue.includes(option.value) : undefined}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
