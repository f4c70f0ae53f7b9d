/**
 * Phone numbers of leads (docs/requirements/forms.md#phone-numbers) through libphonenumber-js's
 * `min` metadata; browser-safe, loaded with the lazy validation chunk (decision 1012).
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** What {@link readPhone} found: the number in E.164, or why there is none. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; reason: 'country' | 'invalid' };

/**
 * Reads a number as the visitor wrote it into E.164 (`+49 (0) 30 1234567` -> `+49301234567`).
 * `country` is the default for a number without `+` (null on global, where `00` reads as `+`);
 * no country known: `reason: 'country'`; lengths no country allows: `reason: 'invalid'`.
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
