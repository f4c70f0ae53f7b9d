/** `YYYY-MM` (ISO 8601 calendar month). */
export type MonthValue = string;

/** `{ year, month }` (1..12), or null when malformed or out of range. */
export function parseMonth(value: string | null | undefined): { year: number; month: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

export function formatMonth(year: number, month: number): MonthValue {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Month names of `locale`, standalone, January first; an unknown locale falls back to the runtime default. */
export function monthNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat(undefined, { month: width, timeZone: 'UTC' });
  }
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 15))));
}
