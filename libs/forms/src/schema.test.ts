import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { buildLeadSchema, cleanText, contactFormFields, formMessages, maxLengthsOf, MAX_LENGTH } from './schema';

/** Posts `entries` through Conform exactly as the action and the browser do. */
function parse(entries: [string, string][], locale: 'en' | 'it' | 'de' | 'ro' | 'ru' = 'en', product = false, country: string | null = 'IT') {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return parseWithZod(fd, { schema: buildLeadSchema(contactFormFields(locale, { product }), locale, { country }) });
}

const valid: [string, string][] = [
  ['interests', 'documentation'],
  ['email', 'anna@example.com'],
  ['company', 'Rossi Srl'],
  ['consent', 'yes'],
];

function errorsOf(entries: [string, string][], locale?: 'en' | 'it' | 'de' | 'ro' | 'ru') {
  const s = parse(entries, locale);
  return s.status === 'success' ? {} : (s.reply().error ?? {});
}

describe('contact form schema (docs/requirements/forms.md#contact-form, docs/requirements/forms.md#validation-messages, docs/requirements/forms.md#phone-numbers)', () => {
  it('accepts a complete lead and gives typed values', () => {
    const s = parse([...valid, ['interests', 'offer']]);
    expect(s.status).toBe('success');
    if (s.status === 'success') expect(s.value).toMatchObject({ interests: ['documentation', 'offer'], email: 'anna@example.com' });
  });

  it('an empty submit: every required field says "This field is required"', () => {
    const e = errorsOf([]);
    for (const name of ['interests', 'email', 'company', 'consent']) expect(e[name]).toEqual(['This field is required']);
    expect(e.address).toBeUndefined();
    expect(e.phone).toBeUndefined();
  });

  it('a wrong email', () => {
    expect(errorsOf([...valid.filter(([k]) => k !== 'email'), ['email', 'anna@']]).email).toEqual(['Please enter a valid email address']);
  });

  it('a phone with letters, 7 digits or 17 digits is refused; 8 and 16 digits pass', () => {
    const withPhone = (p: string) => errorsOf([...valid, ['phone', p]]).phone;
    expect(withPhone('045 12a')).toEqual(['Please enter a valid telephone number (digits only)']);
    expect(withPhone('++390451234')).toEqual(['Please enter a valid telephone number (digits only)']);
    expect(withPhone('0438 123456 ext 2')).toEqual(['Please enter a valid telephone number (digits only)']);
    expect(withPhone('39+0438123456')).toEqual(['Please enter a valid telephone number (digits only)']);
    expect(withPhone('1234567')).toEqual(['The telephone number must have at least 8 digits']);
    expect(withPhone('12345')).toEqual(['The telephone number must have at least 8 digits']);
    expect(withPhone('12345678901234567')).toEqual(['The telephone number can have at most 16 digits']);
    expect(withPhone('12345678')).toBeUndefined();
    expect(withPhone('+49 30 123456789012')).toBeUndefined();
    // 8 to 16 digits, but no country's number: the same message.
    expect(withPhone('+1234 5678 9012 3456')).toEqual(['Please enter a valid telephone number (digits only)']);
  });

  it('phones are stored in E.164 with the market as the default country; the trunk 0 after a country code goes (docs/requirements/forms.md#phone-numbers)', () => {
    const stored = (p: string, country: string | null, locale: 'en' | 'de' = 'en') => {
      const result = parse([...valid, ['phone', p]], locale, false, country);
      return result.status === 'success' ? result.value.phone : result.reply().error?.phone;
    };
    expect(stored('+49 (0) 30 1234567', 'IT')).toBe('+49301234567');
    expect(stored('+49 (0) 30 1234567', null)).toBe('+49301234567');
    expect(stored('030 1234567', 'DE')).toBe('+49301234567');
    expect(stored('0049 30 1234567', 'DE')).toBe('+49301234567');
    // Italian numbers keep their leading 0 (it is no trunk prefix there).
    expect(stored('0438 913611', 'IT')).toBe('+390438913611');
    expect(stored('+39 0438 913611', null)).toBe('+390438913611');
    expect(stored('06 12 34 56 78', 'FR')).toBe('+33612345678');
    // Global: no default country; `00` counts as `+`, none is asked for in the page's language.
    expect(stored('0049 30 1234567', null)).toBe('+49301234567');
    expect(stored('030 1234567', null)).toEqual(['Please enter the number with its country code, e.g. +49 30 1234567']);
    expect(stored('030 1234567', null, 'de')).toEqual(['Bitte geben Sie die Nummer mit Ländervorwahl ein, z. B. +49 30 1234567']);
  });

  it('a phone written with spaces, dots, dashes, parentheses and one leading + is read (docs/requirements/forms.md#phone-numbers)', () => {
    const stored = (p: string) => {
      const result = parse([...valid, ['phone', p]]);
      return result.status === 'success' ? result.value.phone : result.reply().error;
    };
    expect(stored('+39 0438 913 611')).toBe('+390438913611');
    expect(stored('0438 123456')).toBe('+390438123456');
    expect(stored('0438-123456')).toBe('+390438123456');
    expect(stored('(0438) 12.34.56')).toBe('+390438123456');
    // The + is not a digit: 7 digits stay too few, 17 are too many.
    expect(stored('+39 045 12')).toEqual({ phone: ['The telephone number must have at least 8 digits'] });
    expect(stored('+1234 5678 9012 34567')).toEqual({ phone: ['The telephone number can have at most 16 digits'] });
  });

  it('a visit needs an address; a call needs a phone', () => {
    expect(errorsOf([...valid, ['interests', 'visit']]).address).toEqual(['This field is required']);
    expect(errorsOf([...valid, ['interests', 'phone']]).phone).toEqual(['This field is required']);
    expect(errorsOf([...valid, ['interests', 'visit'], ['address', 'Via Roma 1']]).address).toBeUndefined();
  });

  it('consent is required', () => {
    expect(errorsOf(valid.filter(([k]) => k !== 'consent')).consent).toEqual(['This field is required']);
  });

  it('an interest that is no option is refused', () => {
    expect(errorsOf([...valid, ['interests', 'bribe']]).interests).toBeDefined();
  });

  it('10,000-character values get a message, not an exception', () => {
    const e = errorsOf([...valid.filter(([k]) => k !== 'company'), ['company', 'x'.repeat(10_000)]]);
    expect(e.company?.[0]).toMatch(/at most 200/);
  });

  it('control characters are removed, HTML is kept as text, unknown fields are dropped', () => {
    const s = parse([...valid.filter(([k]) => k !== 'company'), ['company', 'Ro\u0000ssi\u0007 <b>Srl</b>\n'], ['isAdmin', 'true']]);
    expect(s.status).toBe('success');
    if (s.status === 'success') {
      expect(s.value.company).toBe('Rossi <b>Srl</b>');
      expect(s.value).not.toHaveProperty('isAdmin');
    }
  });

  it('messages are localised in every locale, ro and ru included (docs/requirements/forms.md#validation-messages)', () => {
    expect(errorsOf([], 'it').email).toEqual(['Questo campo è obbligatorio']);
    expect(errorsOf([], 'de').email?.[0]).not.toBe('This field is required');
    expect(errorsOf([], 'ro').email).toEqual(['Acest câmp este obligatoriu']);
    expect(errorsOf([], 'ru').email).toEqual(['Это поле обязательно для заполнения']);
    expect(errorsOf([['company', 'x'.repeat(201)]], 'it').company).toEqual(['Usa al massimo 200 caratteri.']);
    expect(errorsOf([['company', 'x'.repeat(201)]], 'ru').company).toEqual(['Используйте не более 200 символов.']);
    expect(formMessages('en').tooLong(200)).toBe('Please use at most 200 characters.');
    expect(formMessages('en').summary).toBe('Sorry, not all fields are filled out correctly.');
    expect(formMessages('it').summary).toBe('Spiacenti, non tutti i campi sono compilati correttamente.');
  });

  it('maxLengthsOf gives every typed field the limit the schema enforces, and no choice a limit', () => {
    const limits = maxLengthsOf(contactFormFields('it'));
    expect(limits).toEqual({ email: MAX_LENGTH.email, company: 200, address: 200, phone: MAX_LENGTH.tel });
    // The schema refuses one character more than the limit, and takes the limit itself.
    expect(errorsOf([['company', 'x'.repeat(limits.company!)]]).company).toBeUndefined();
    expect(errorsOf([['company', 'x'.repeat(limits.company! + 1)]]).company).toHaveLength(1);
  });

  it('cleanText keeps line breaks only in text areas', () => {
    expect(cleanText(' a\r\nb ', true)).toBe('a\r\nb');
    expect(cleanText(' a\r\nb ')).toBe('a b');
  });
});
