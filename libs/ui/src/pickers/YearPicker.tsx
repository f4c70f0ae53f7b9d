import { useId, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './Pickers.module.css';

/** Props of `YearPicker`. */
export interface YearPickerProps {
  /** Form field name of the chosen year, e.g. `year`. */
  name: string;
  /** The years offered (shown newest first). */
  years: number[];
  /** Selected year, or null. */
  value?: number | null;
  /** Called with the chosen year (with JavaScript). */
  onChange?: (year: number) => void;
  /** Legend; default the localised "Year". */
  label?: string;
}

/**
 * Year picker (docs/requirements/pages.md#call-to-action): a grid of year buttons, newest first. Each is a submit button
 * `name=year`, so it works inside a GET form without JavaScript; with `onChange` it selects in
 * place. The chosen year has `aria-pressed="true"`. Import from `@silca/ui/pickers`.
 */
export function YearPicker({ name, years, value, onChange, label }: YearPickerProps) {
  const { t } = useUiTranslation();
  const legendId = useId();
  const sorted = [...new Set(years.filter((y) => Number.isInteger(y)))].sort((a, b) => b - a);
  const choose = (event: MouseEvent<HTMLButtonElement>, year: number) => {
    if (!onChange) return;
    event.preventDefault();
    onChange(year);
  };
  return (
    <fieldset className={styles.picker} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {label ?? t('year')}
      </legend>
      <ul className={styles.grid}>
        {sorted.map((year) => (
          <li key={year}>
            <button
              type="submit"
              name={name}
              value={String(year)}
              className={styles.cell}
              aria-pressed={value === year}
              onClick={(event) => choose(event, year)}
            >
              {year}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
