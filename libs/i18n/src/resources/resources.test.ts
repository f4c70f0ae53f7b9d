import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nConfig, mergeResources } from '../i18n-config';
import { LOCALES, type Locale } from '../locales';
import { DOCUMENTED_GAPS, commonResources, type CommonStrings } from './index';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens nested strings to dotted keys. */
function flatten(strings: CommonStrings, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(strings)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

const english = flatten(commonResources.en.common);
const englishBases = new Set(Object.keys(english).map((k) => k.replace(PLURAL, '')));
const isGap = (locale: Locale, key: string) => (DOCUMENTED_GAPS[locale] ?? []).some((g) => key.startsWith(`${g}.`));

describe('common resources', () => {
  it.each(LOCALES)('%s has every key of en (except documented gaps), every plural form of its language, no extra key', (locale) => {
    const strings = flatten(commonResources[locale].common);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const base of englishBases) {
      if (isGap(locale, base)) continue;
      const plural = `${base}_other` in english;
      const wanted = plural ? categories.map((c) => `${base}_${c}`) : [base];
      for (const key of wanted) if (!strings[key]?.trim()) missing.push(key);
    }
    expect(missing).toEqual([]);
    const extra = Object.keys(strings).filter((k) => !englishBases.has(k.replace(PLURAL, '')));
    expect(extra).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every {{placeholder}} of en', (locale) => {
    const strings = flatten(commonResources[locale].common);
    for (const [key, value] of Object.entries(strings)) {
      const reference = english[key] ?? english[`${key.replace(PLURAL, '')}_other`] ?? '';
      for (const p of reference.match(/{{\w+}}/g) ?? []) expect(value, `${locale}:${key}`).toContain(p);
    }
  });

  it('every locale has the contact-form block, ro and ru too (docs/requirements/forms.md#validation-messages)', () => {
    for (const locale of LOCALES) expect('contactForm' in commonResources[locale].common, locale).toBe(true);
  });

  it('carries the exact English texts of docs/requirements/forms.md#validation-messages, docs/requirements/pages.md#error-messages', () => {
    expect(english).toMatchObject({
      'contactForm.required': 'This field is required',
      'contactForm.email': 'Please enter a valid email address',
      'contactForm.phone': 'Please enter a valid telephone number (digits only)',
      'errors.generic.title': 'Ops! This page is missing.',
      'errors.generic.text': "Either something went wrong or the page doesn't exist anymore",
      'errors.notFound.text': 'We are not able to find the page you were looking for',
      'errors.forbidden.text': "You don't have access to this page",
      'errors.backHome': 'Go back to the homepage',
      'errors.dataRetrieval': 'There were some errors retrieving data',
      'errors.pageNotFound': 'Page Not Found',
      'empty.noResults': 'There are no results for this query, edit or reset the filters.',
      'validation.required': '{{field}} is required.',
      'validation.url': 'Please enter a valid URL.',
      'validation.number': '{{field}} must be a number.',
      'validation.match': '{{field}} does not match.',
      'validation.summary': 'Sorry, not all fields are filled out correctly.',
      'sorting.nameAsc': 'Name A to Z',
      'filters.reset': 'Reset',
      'filters.showResults_other': 'Show {{count}} results',
    });
    expect(english['errors.unauthorized.text']).toMatch(/preview.*valid credentials/);
  });

  it('works in i18next: ro/ru contact form in their language, plurals per language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nConfig, resources: commonResources });
    expect(i18n.getFixedT('ro')('contactForm.required')).toBe('Acest câmp este obligatoriu');
    expect(i18n.getFixedT('ru')('contactForm.phone')).toBe('Введите действительный номер телефона (только цифры)');
    expect(i18n.getFixedT('it')('validation.tooLong', { max: 200 })).toBe('Usa al massimo 200 caratteri.');
    expect(i18n.getFixedT('it')('contactForm.required')).toBe('Questo campo è obbligatorio');
    expect(i18n.getFixedT('ru')('filters.showResults', { count: 5 })).toBe('Показать 5 результатов');
    expect(i18n.getFixedT('ru')('filters.showResults', { count: 2 })).toBe('Показать 2 результата');
    expect(i18n.getFixedT('ro')('filters.results', { count: 20 })).toBe('20 de rezultate');
    expect(i18n.getFixedT('en')('filters.showResults', { count: 1 })).toBe('Show 1 result');
    expect(i18n.getFixedT('fr')('filters.showResults', { count: 1000000 })).toBe('Afficher 1000000 résultats');
  });
});

describe('mergeResources', () => {
  it('adds namespaces of other libraries without touching the inputs', () => {
    const ui = { en: { ui: { close: 'Close' } }, it: { ui: { close: 'Chiudi' } } };
    const merged = mergeResources(commonResources, ui);
    expect(merged.it?.ui).toEqual({ close: 'Chiudi' });
    expect(merged.it?.common).toEqual(commonResources.it.common);
    expect(merged.en?.common).not.toBe(commonResources.en.common);
    expect(ui.en.ui).toEqual({ close: 'Close' });
  });

  it('deep-merges the same namespace and accepts identical duplicates', () => {
    const merged = mergeResources({ en: { x: { a: { b: '1' } } } }, { en: { x: { a: { c: '2' }, d: '3' } } }, { en: { x: { d: '3' } } });
    expect(merged).toEqual({ en: { x: { a: { b: '1', c: '2' }, d: '3' } } });
  });

  it('throws on a conflicting value, naming the key', () => {
    expect(() => mergeResources({ en: { ui: { close: 'Close' } } }, { en: { ui: { close: 'Shut' } } })).toThrow('en.ui.close');
    expect(() => mergeResources({ en: { ui: { a: 'x' } } }, { en: { ui: { a: { b: 'y' } } } })).toThrow('en.ui.a');
  });
});
