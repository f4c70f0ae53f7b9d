/**
 * Phone numbers of leads (docs/requirements/forms.md#phone-numbers) through libphonenumber-js with
 * its `min` metadata (enough to parse, check lengths and format; about a third of the full
 * metadata). Browser-safe: the lazy validation chunk of forms imports it through schema.ts, so it
 * never reaches a page's first load (decision 1012).
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** What {@link readPhone} found: the number in E.164, or why there is none. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; reason: 'country' | 'invalid' };

/**
 * Reads a phone number as the visitor wrote it (separators allowed) into E.164: `+49 (0) 30
 * 1234567` -> `+49301234567` (the trunk 0 after the country code is dropped, by the country's own
 * rules: Italy's leading 0 stays, `+39 0438 913611` -> `+390438913611`).
 * - `country` (ISO 3166-1, the market's region; null on global) is the default for a number
 *   written without `+`: `030 1234567` on the German site is `+49301234567`.
 * - Without a default country, `00` before the country code is read as `+`; a number with
 *   neither gives `{ ok: false, reason: 'country' }` (which country it belongs to is unknown).
 * - A number no country's lengths allow: `{ ok: false, reason: 'invalid' }`.
 */
export function readPhone(typed: string, country?: string | null): PhoneReading {
  const text = typed.trim();
  const defaultCountry = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const written = defaultCountry ? text : text.replace(/^00(?=\s*[1-9])/, '+');
  if (!defaultCountry && !written.startsWith('+')) return { ok: false, reason: 'country' };
  const phone = parsePhoneNumberFromString(written, defaultCountry);
  return phone && phone.isPossible() ? { ok: true, e164: phone.number } : { ok: false, reason: 'invalid' };
}

/** An E.164 number in international format (`+49 30 1234567`); the value itself when it does not parse. */
export function internationalPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
