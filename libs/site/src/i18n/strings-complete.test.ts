import { LOCALES, type Locale } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { allResources } from './i18n.server';

// docs/requirements/product.md#every-language-its-own-words: every interface string of every namespace the site
// renders (common, ui, blocks, site) exists in all nine locales, and none is left in English.

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[at] = value;
    else flatten(value, at, out);
  }
  return out;
}

/**
 * Strings that are rightly the same as in English, by locale: loanwords the language uses as
 * they are ("Download" in German, "Type" in French), brand and market names, month names
 * spelled alike, and templates of placeholders only. A key not listed here whose value equals
 * the English one fails: it was left untranslated.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly string[]>> = {
  de: [
    'common.nav.extranet',
    'common.download.title',
    'common.markets.global',
    'common.product.details',
    'common.product.downloads',
    'common.event.status.live',
    'blocks.productDetails',
    'blocks.productDownloads',
    'blocks.sortNameAsc',
    'blocks.eventStatus',
    'blocks.videoLabel',
    'blocks.dateMonth4',
    'blocks.dateMonth8',
    'blocks.dateMonth9',
    'blocks.dateMonth11',
  ],
  es: ['common.nav.extranet', 'common.markets.global'],
  pt: ['common.nav.extranet', 'common.markets.global'],
  fr: [
    'common.nav.bulletins',
    'common.nav.catalogues',
    'common.nav.contacts',
    'common.nav.extranet',
    'common.nav.documentation',
    'common.markets.france',
    'common.product.application',
    'common.product.images',
    'common.product.type',
    'common.event.discipline',
    'common.gallery.albums',
    'blocks.productType',
    'blocks.productApplication',
    'blocks.productImages',
    'blocks.pagination',
    'blocks.pageNumber',
    'blocks.eventDiscipline',
    'blocks.eventDates',
    'blocks.filterType',
    'blocks.dateLong',
    'site.footer.catalogue',
    'site.extranet.catalogues',
  ],
  it: [
    'common.nav.home',
    'common.nav.automotive',
    'common.nav.extranet',
    'common.download.title',
    'common.form.email',
    'blocks.videoLabel',
    'blocks.dateLong',
    'site.consent.policy',
  ],
  ro: ['common.nav.extranet', 'common.markets.global', 'blocks.videoLabel', 'blocks.dateLong'],
  nl: [
    'common.nav.home',
    'common.nav.automotive',
    'common.nav.bulletins',
    'common.nav.extranet',
    'common.filters.title',
    'common.download.title',
    'common.product.details',
    'common.product.downloads',
    'common.product.type',
    'common.event.status.live',
    'common.event.discipline',
    'common.gallery.albums',
    'ui.filters',
    'blocks.productType',
    'blocks.productDetails',
    'blocks.productDownloads',
    'blocks.eventStatus',
    'blocks.eventDiscipline',
    'blocks.videoLabel',
    'blocks.filterType',
    'blocks.dateLong',
  ],
};

const english = flatten(allResources.en as Tree);
const others = LOCALES.filter((l) => l !== 'en');

/** Keys of English (each plural form `locale` uses) that `strings` lacks or leaves empty. */
function missingKeys(strings: Record<string, string>, locale: Locale): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const missing = new Set<string>();
  for (const key of Object.keys(english)) {
    const wanted = PLURAL.test(key) ? categories.map((c) => `${key.replace(PLURAL, '')}_${c}`) : [key];
    for (const k of wanted) if (!strings[k]?.trim()) missing.add(k);
  }
  return [...missing];
}

/** Keys whose value is the English one, words and all, and not in the locale's allow-list. */
function untranslatedKeys(strings: Record<string, string>, locale: Locale): string[] {
  const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
  return Object.entries(english)
    .filter(([key, value]) => !PLURAL.test(key) && strings[key] === value && /\p{L}{2}/u.test(value.replace(/{{\w+}}/g, '')) && !allowed.has(key))
    .map(([key]) => key);
}

describe('interface strings of every namespace in every locale', () => {
  it.each(others)('%s has every English key, each plural form its language uses, none empty', (locale) => {
    expect(missingKeys(flatten(allResources[locale] as Tree), locale)).toEqual([]);
  });

  it.each(others)('%s translates every string, except the listed words that are the same in it', (locale) => {
    const strings = flatten(allResources[locale] as Tree);
    expect(untranslatedKeys(strings, locale)).toEqual([]);
    // The list stays honest: a listed key that is translated after all leaves it.
    expect((SAME_AS_ENGLISH[locale] ?? []).filter((key) => strings[key] !== english[key])).toEqual([]);
  });

  it('catches a key left out, a plural form left out and a string left in English', () => {
    const it = flatten(allResources.it as Tree);
    delete it['common.contactForm.required'];
    delete it['ui.showResults_many'];
    it['common.validation.tooLong'] = english['common.validation.tooLong']!;
    expect(missingKeys(it, 'it')).toEqual(expect.arrayContaining(['common.contactForm.required', 'ui.showResults_many']));
    expect(untranslatedKeys(it, 'it')).toEqual(['common.validation.tooLong']);
    // A word Italian shares with English passes only through the list.
    expect(untranslatedKeys(it, 'it')).not.toContain('common.form.email');
  });
});
