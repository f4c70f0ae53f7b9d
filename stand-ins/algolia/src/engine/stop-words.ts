import type { EngineLanguage } from './languages';

/**
 * Short stop-word lists per language (articles, prepositions, conjunctions): left out of the index
 * and of queries, so "macchine per chiavi" needs only "macchine" and "chiavi" to match (Algolia's
 * removeStopWords), and the question words of a visitor's question ("how do I become a dealer")
 * as in Algolia's lists. Kept small on purpose: product words are never stop words.
 */
const LISTS: Record<EngineLanguage, string> = {
  en: 'a an and are as at be by for from in into is it of on or the to with your our how do does i can what where which who why when my me we you get',
  de: 'der die das den dem des ein eine einen einem einer und oder für fur mit von zu zum zur im in auf an aus bei ist sind wie wo was ich kann welche wer',
  es: 'el la los las un una unos unas y o de del al para por con en a su sus es cómo como dónde donde qué que cuál puedo',
  pt: 'o a os as um uma uns umas e ou de do da dos das para por com em no na nos nas ao à é',
  fr: 'le la les un une des et ou de du au aux pour par avec en dans sur à est l d comment où ou quel quelle je puis peux',
  it: 'il lo la i gli le un uno una e o di del della dei degli delle per con in nel nella a al alla da dal su è l come dove quale cosa posso',
  ro: 'și si sau de la cu în in pe pentru din un o al a ale este',
  nl: 'de het een en of van voor met in op aan bij is te',
  ru: 'и или в во на с со для по из к о об от до за у а',
};

/** Stop words by language (lower case). */
export const STOP_WORDS: Record<EngineLanguage, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(LISTS).map(([k, v]) => [k, new Set(v.split(' '))]),
) as unknown as Record<EngineLanguage, ReadonlySet<string>>;
