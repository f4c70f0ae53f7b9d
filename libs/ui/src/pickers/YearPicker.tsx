import { useId, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './Pickers.module.css';

export interface YearPickerProps {
  /** e.g. `year`. */
  name: string;
  /** Shown newest first. */
  years: number[];
  value?: number | null;
  onChange?: (year: number) => void;
  /** Default the localised "Year". */
  label?: string;
}

/**
 * Year picker (docs/requirements/pages.md#interface-elements): year submit buttons, newest first, working in a GET form without JavaScript;
 * `aria-pressed` on the chosen. Import from `@silca/ui/pickers`.
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
