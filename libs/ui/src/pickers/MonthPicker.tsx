import { useId, useState, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { formatMonth, monthNames, parseMonth, type MonthValue } from './months';
import styles from './Pickers.module.css';

/** Props of `MonthPicker`. */
export interface MonthPickerProps {
  /** Form field name of the chosen month (`YYYY-MM`), e.g. `month`. */
  name: string;
  /** Selected month `YYYY-MM`, or null. */
  value?: MonthValue | null;
  /** Called with the chosen month (with JavaScript). */
  onChange?: (value: MonthValue) => void;
  /** Earliest and latest selectable months, `YYYY-MM`. */
  min?: MonthValue;
  max?: MonthValue;
  /** Year shown first when there is no value; default the current year. */
  initialYear?: number;
  /** Locale of the month names; default the i18next language. */
  locale?: string;
  /** Legend; default the localised "Month". */
  label?: string;
}

/**
 * Month picker (docs/requirements/pages.md#interface-elements "month and year pickers", album browser and news archive): a year
 * with previous/next buttons above a grid of twelve months. Every month is a submit button
 * `name=YYYY-MM`, so inside a GET form it works without JavaScript; with `onChange` a click
 * selects in place. The chosen month has `aria-pressed="true"`; months outside min..max are
 * disabled. Import from `@silca/ui/pickers`.
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
