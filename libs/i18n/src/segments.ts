import { type Locale } from './locales';

/**
 * Translated path segments, one entry per word, in every locale (SPEC.md section 2.2:
 * "a translated path segment per language"). The route table refers to them as `$key`.
 * Words the spec fixes: category (2.2), extranet search (2.3), product words (section 7).
 */
export const SEGMENTS = {
  products: {
    en: 'products',
    de: 'produkte',
    es: 'productos',
    pt: 'produtos',
    fr: 'produits',
    it: 'prodotti',
    ro: 'produse',
    nl: 'producten',
    ru: 'produkty',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type SegmentKey = keyof typeof SEGMENTS;
