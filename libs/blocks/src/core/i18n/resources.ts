import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import nl from '../../locales/nl.json';
import pt from '../../locales/pt.json';
import ro from '../../locales/ro.json';
import ru from '../../locales/ru.json';

export const BLOCKS_NAMESPACE = 'blocks';

export const BLOCKS_LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

export type BlocksLocale = (typeof BLOCKS_LOCALES)[number];

/** English is the reference set. */
export type BlocksStringKey = keyof typeof en;

/** Block and template strings of the nine locales as i18next resources (`src/locales/{lng}.json`); plural keys as i18next v23. */
export const blocksResources: Record<BlocksLocale, { blocks: Record<string, string> }> = {
  en: { blocks: en },
  de: { blocks: de },
  es: { blocks: es },
  pt: { blocks: pt },
  fr: { blocks: fr },
  it: { blocks: it },
  ro: { blocks: ro },
  nl: { blocks: nl },
  ru: { blocks: ru },
};
