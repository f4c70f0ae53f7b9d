import { describe, expect, it } from 'vitest';
import { formatMonth, monthNames, parseMonth } from './months';

describe('months', () => {
  it('parses and formats YYYY-MM', () => {
    expect(parseMonth('2024-03')).toEqual({ year: 2024, month: 3 });
    expect(parseMonth('2024-13')).toBeNull();
    expect(parseMonth('2024-3')).toBeNull();
    expect(parseMonth(null)).toBeNull();
    expect(formatMonth(2024, 3)).toBe('2024-03');
  });
  it('names months in the locale', () => {
    expect(monthNames('it')[0]).toBe('gennaio');
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('en', 'short')).toHaveLength(12);
  });
});
