import { type Locale } from '../locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { type CommonStrings } from './types';

export { type CommonStrings } from './types';

/** The i18next namespace of the interface strings shipped by libs/i18n. */
export const COMMON_NAMESPACE = 'common';

/**
 * `common` strings of the nine locales as i18next resources, complete in each (docs/requirements/product.md#every-language-its-own-words).
 */
export const commonResources: Record<Locale, { common: CommonStrings }> = {
  en: { common: en },
  de: { common: de },
  es: { common: es },
  pt: { common: pt },
  fr: { common: fr },
  it: { common: it },
  ro: { common: ro },
  nl: { common: nl },
  ru: { common: ru },
};

/** Top-level blocks of `common` a locale may lack, tested: none. */
export const DOCUMENTED_GAPS: Partial<Record<Locale, readonly string[]>> = {};
