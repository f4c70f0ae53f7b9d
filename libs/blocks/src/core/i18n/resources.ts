import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import nl from '../../locales/nl.json';
import pt from '../../locales/pt.json';
import ro from '../../locales/ro.json';
import ru from '../../locales/ru.json';

/** The i18next namespace of every string in `@silca/blocks`. */
export const BLOCKS_NAMESPACE = 'blocks';

/** The nine locales of the product (docs/requirements/product.md#markets-and-locales). */
export const BLOCKS_LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

/** One of the nine locale codes. */
export type BlocksLocale = (typeof BLOCKS_LOCALES)[number];

/** The keys of the `blocks` namespace (English is the reference set). */
export type BlocksStringKey = keyof typeof en;

/**
 * Block and template strings for all nine locales in i18next's resource shape
 * `{ [lng]: { blocks: { [key]: string } } }` (`libs/blocks/src/locales/{lng}.json`). Merge into
 * the app's i18next `resources` next to `uiResources`, or let `useBlocksTranslation` add them
 * on first use. Plural keys follow i18next v23 (`_one`, `_few`, `_many`, `_other`).
 */
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
