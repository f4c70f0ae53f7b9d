import type { Locale } from '@silca/i18n';

/** One synonym object in Algolia's shape (saveSynonyms), the types the twin follows. */
export type SiteSynonym =
  { objectID: string; type: 'synonym'; synonyms: string[] } | { objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[] };

/** Product names visitors write in more than one way, in every language (decision 0931). */
const NAMES: SiteSynonym[] = [
  { objectID: 'name-smart-pro', type: 'synonym', synonyms: ['smartpro', 'smart pro'] },
  { objectID: 'name-air4gen', type: 'synonym', synonyms: ['air4gen', 'air 4 gen', 'air4 gen'] },
];

/**
 * Words of a visitor that the pages do not use, per language (decision 0931), each proven by a
 * relevance case. One-way where the other direction would widen a precise word.
 */
const BY_LOCALE: Partial<Record<Locale, SiteSynonym[]>> = {
  en: [{ objectID: 'en-fob', type: 'onewaysynonym', input: 'fob', synonyms: ['remote'] }],
  de: [
    { objectID: 'de-fernbedienung', type: 'synonym', synonyms: ['fernbedienung', 'funkschlüssel'] },
    { objectID: 'de-fraesmaschine', type: 'onewaysynonym', input: 'fräsmaschine', synonyms: ['schlüsselmaschine'] },
  ],
  fr: [{ objectID: 'fr-voiture', type: 'onewaysynonym', input: 'voiture', synonyms: ['automobile', 'auto'] }],
};

/**
 * The synonyms of a locale's indexes, part of the one index configuration applied to Algolia and
 * the twin alike. Product codes with a space or hyphen need none (decision 0900).
 */
export function indexSynonyms(locale: Locale): SiteSynonym[] {
  return [...NAMES, ...(BY_LOCALE[locale] ?? [])];
}
