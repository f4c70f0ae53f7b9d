import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { useSettledWhilePressed } from '../internal/useSettledWhilePressed';
import styles from './Form.module.css';

export interface FieldBaseProps {
  /** Required: every control is labelled (WCAG 1.3.1, 3.3.2). */
  label: ReactNode;
  /** `required` and an asterisk (docs/requirements/forms.md#validation-messages). */
  required?: boolean;
  /** Sets `aria-invalid`, announced through `aria-describedby`. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

export interface FieldAria {
  id: string;
  /** A new one waits while a pointer is pressed, so the click lands first. */
  error?: string | null;
  hintId?: string;
  errorId?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A field's control id, `aria-describedby`/`aria-invalid`, and the error to show: a change waits for a pointer press to end, so a message
 * appearing on blur never moves the control being clicked.
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

/** The red asterisk, hidden from screen readers (they hear "required" from the control). */
export function RequiredMark() {
  return (
    <span className={styles.asterisk} aria-hidden="true">
      *
    </span>
  );
}

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

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/** A labelled input with asterisk, hint and error wired by `aria-describedby`. */
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

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: SelectOption[];
    /** First empty option's text; omitted when absent. */
    placeholder?: string;
  };

/** A labelled native `<select>`. */
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

/** A single labelled checkbox (e.g. the consent, docs/requirements/forms.md#contact-form). */
export type CheckboxProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'>;

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

export interface ChoiceGroupProps extends Omit<FieldBaseProps, 'id'> {
  name: string;
  /** `checkbox` allows several, `radio` one. */
  type?: 'checkbox' | 'radio';
  options: SelectOption[];
  /** Controlled; use `defaultValue` otherwise. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (values: string[]) => void;
  className?: string;
  /** e.g. the first invalid field after a refused post. */
  autoFocus?: boolean;
}

/** Checkboxes or radios in a `<fieldset>` with a `<legend>`; "at least one" is the form's job, the group carries the error wiring. */
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
