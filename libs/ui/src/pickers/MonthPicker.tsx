import { useId, useState, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { formatMonth, monthNames, parseMonth, type MonthValue } from './months';
import styles from './Pickers.module.css';

export interface MonthPickerProps {
  /** Of the chosen `YYYY-MM`, e.g. `month`. */
  name: string;
  value?: MonthValue | null;
  onChange?: (value: MonthValue) => void;
  /** `YYYY-MM` bounds. */
  min?: MonthValue;
  max?: MonthValue;
  /** Default the current year. */
  initialYear?: number;
  /** Default the i18next language. */
  locale?: string;
  /** Default the localised "Month". */
  label?: string;
}

/**
 * Month picker (docs/requirements/pages.md#interface-elements): a year with previous/next above twelve months, each a submit button
 * `name=YYYY-MM` (a GET form works without JavaScript), `aria-pressed` on the chosen, outside min..max disabled. Import from
 * `@silca/ui/pickers`.
 */
export function MonthPicker({ name, value, onChange, min, max, initialYear, locale, label }: MonthPickerProps) {
  const { t, i18n } = useUiTranslation();
  const selected = parseMonth(value);
  const [year, setYear] = useState(selected?.year ?? initialYear ?? new Date().getFullYear());
  const names = monthNames(locale ?? i18n.language ?? 'en');
  const minMonth = parseMonth(min);
  const maxMonth = parseMonth(max);
  const legendId = useId();
  const toKey = (y: number, m: number) => y * 12 + m;
  const outOfRange = (m: number) =>
    (minMonth !== null && toKey(year, m) < toKey(minMonth.year, minMonth.month)) ||
    (maxMonth !== null && toKey(year, m) > toKey(maxMonth.year, maxMonth.month));
  const choose = (event: MouseEvent<HTMLButtonElement>, month: number) => {
    if (!onChange) return;
    event.preventDefault();
    onChange(formatMonth(year, month));
  };
  return (
    <fieldset className={styles.picker} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {label ?? t('month')}
      </legend>
      <div className={styles.yearNav}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => setYear((y) => y - 1)}
          disabled={minMonth !== null && year <= minMonth.year}
          aria-label={t('previousYear')}
        >
          ‹
        </button>
        <span className={styles.yearLabel} aria-live="polite">
          {year}
        </span>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => setYear((y) => y + 1)}
          disabled={maxMonth !== null && year >= maxMonth.year}
          aria-label={t('nextYear')}
        >
          ›
        </button>
      </div>
      <ul className={styles.grid}>
        {names.map((monthName, index) => {
          const month = index + 1;
          const isSelected = selected?.year === year && selected.month === month;
          return (
            <li key={month}>
              <button
                type="submit"
                name={name}
                value={formatMonth(year, month)}
                className={styles.cell}
                aria-pressed={isSelected}
                aria-label={`${monthName} ${year}`}
                disabled={outOfRange(month)}
                onClick={(event) => choose(event, month)}
              >
                {monthName}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
