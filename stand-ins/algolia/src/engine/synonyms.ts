import { EngineInputError } from './errors';
import { fold, WORD_RE } from './languages';

/** Algolia's synonym types as stored (the camel-case spellings the clients accept map here). */
export type SynonymType = 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder';

/** One synonym object in Algolia's shape (API reference, "Save a synonym"). */
export interface Synonym {
  objectID: string;
  type: SynonymType;
  synonyms?: string[];
  input?: string;
  word?: string;
  corrections?: string[];
}

/**
 * An alternative a synonym gives a query (decision 0930): terms `from` .. `from + count - 1` may be
 * matched by records holding every word of `words`, counting `typos`, and `exact` for the Exact criterion.
 */
export interface Alternative {
  from: number;
  count: number;
  words: string[];
  typos: number;
  exact: boolean;
}

/** Largest synonym object Algolia takes apart; longer lists are refused (keeps expansion cheap). */
const MAX_MEMBERS = 100;
const TYPES: Record<string, SynonymType> = {
  synonym: 'synonym',
  onewaysynonym: 'onewaysynonym',
  oneWaySynonym: 'onewaysynonym',
  altcorrection1: 'altcorrection1',
  altCorrection1: 'altcorrection1',
  altcorrection2: 'altcorrection2',
  altCorrection2: 'altcorrection2',
  placeholder: 'placeholder',
};

const words = (text: string): string[] => (text.toLowerCase().match(WORD_RE) ?? []).map(fold);

function strings(value: unknown, name: string, min: number): string[] {
  if (!Array.isArray(value) || value.length < min || value.length > MAX_MEMBERS)
    throw new EngineInputError(`${name} must be an array of ${min} to ${MAX_MEMBERS} strings`);
  for (const v of value) if (typeof v !== 'string' || words(v).length === 0) throw new EngineInputError(`${name} must hold non-empty strings`);
  return value as string[];
}

/**
 * Checks one synonym object as Algolia's API takes it and returns it normalised. Throws
 * EngineInputError (400) for a malformed one and for `placeholder`, which the engine refuses (decision 0930).
 */
export function checkSynonym(raw: unknown, objectID?: string): Synonym {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new EngineInputError('A synonym must be an object');
  const s = raw as Record<string, unknown>;
  const id = objectID ?? s.objectID;
  if (typeof id !== 'string' || !id.trim() || id.length > 512) throw new EngineInputError('objectID is required');
  const type = TYPES[String(s.type)];
  if (!type)
    throw new EngineInputError(`Invalid synonym type "${String(s.type).slice(0, 40)}" (synonym, onewaysynonym, altcorrection1, altcorrection2, placeholder)`);
  switch (type) {
    case 'synonym':
      return { objectID: id, type, synonyms: strings(s.synonyms, 'synonyms', 2) };
    case 'onewaysynonym':
      if (typeof s.input !== 'string' || words(s.input).length === 0) throw new EngineInputError('input is required for a onewaysynonym');
      return { objectID: id, type, input: s.input, synonyms: strings(s.synonyms, 'synonyms', 1) };
    case 'altcorrection1':
    case 'altcorrection2':
      if (typeof s.word !== 'string' || words(s.word).length !== 1) throw new EngineInputError(`word must be one word for an ${type}`);
      return { objectID: id, type, word: s.word, corrections: strings(s.corrections, 'corrections', 1) };
    default:
      throw new EngineInputError('placeholder synonyms are not supported by the embedded search twin');
  }
}

/** A synonym compiled for lookups: query words that trigger it, and what they may match. */
interface Compiled {
  match: string[];
  to: string[][];
  typos: number;
}

function compile(s: Synonym): Compiled[] {
  switch (s.type) {
    case 'synonym': {
      const all = s.synonyms!.map(words);
      return all.map((match, i) => ({ match, to: all.filter((_, j) => j !== i), typos: 0 }));
    }
    case 'onewaysynonym':
      return [{ match: words(s.input!), to: s.synonyms!.map(words), typos: 0 }];
    case 'altcorrection1':
    case 'altcorrection2':
      return [{ match: words(s.word!), to: s.corrections!.map(words), typos: s.type === 'altcorrection1' ? 1 : 2 }];
    default:
      return [];
  }
}

/** The synonyms of one index (stored with it); `changed` runs after every write. */
export class SynonymStore {
  private items = new Map<string, Synonym>();
  private compiled: Compiled[] | null = null;

  constructor(private readonly changed: () => void = () => {}) {}

  get size(): number {
    return this.items.size;
  }

  /** Saves checked synonyms (replacing those with the same objectID); `replaceExisting` clears first. */
  save(list: readonly Synonym[], replaceExisting = false): void {
    if (replaceExisting) this.items.clear();
    for (const s of list) this.items.set(s.objectID, s);
    this.touch();
  }

  get(objectID: string): Synonym | undefined {
    return this.items.get(objectID);
  }

  delete(objectID: string): boolean {
    const had = this.items.delete(objectID);
    if (had) this.touch();
    return had;
  }

  clear(): void {
    this.items.clear();
    this.touch();
  }

  all(): Synonym[] {
    return [...this.items.values()];
  }

  /** Search synonyms (POST /1/indexes/{i}/synonyms/search), by objectID; `hitsPerPage` default 100, at most 1000. */
  search(params: { query?: unknown; type?: unknown; page?: unknown; hitsPerPage?: unknown }): { hits: Synonym[]; nbHits: number } {
    const wanted = typeof params.query === 'string' ? words(params.query) : [];
    const type = params.type === undefined || params.type === null || params.type === '' ? null : TYPES[String(params.type)];
    if (type === undefined) throw new EngineInputError(`Invalid synonym type "${String(params.type).slice(0, 40)}"`);
    const page = intIn(params.page, 0, 0, 1_000_000);
    const hitsPerPage = intIn(params.hitsPerPage, 100, 1, 1000);
    const found = this.all()
      .filter((s) => (!type || s.type === type) && matchesText(s, wanted))
      .sort((a, b) => (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0));
    return { hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: found.length };
  }

  /** The alternatives the synonyms give a query's terms (decision 0930): consecutive whole words outside phrases. */
  alternatives(terms: ReadonlyArray<{ word: string; phrase: number }>, asExact: ReadonlySet<string>, dropWord: (w: string) => boolean): Alternative[] {
    if (this.items.size === 0 || terms.length === 0) return [];
    this.compiled ??= this.all().flatMap(compile);
    const out: Alternative[] = [];
    for (const c of this.compiled) {
      const k = c.match.length;
      for (let j = 0; j + k <= terms.length; j++) {
        let ok = true;
        for (let i = 0; i < k && ok; i++) ok = terms[j + i]!.phrase < 0 && terms[j + i]!.word === c.match[i];
        if (!ok) continue;
        for (const alt of c.to) {
          // Words the index does not hold (its stop words) cannot be required of a record.
          const kept = alt.filter((w) => !dropWord(w));
          const ws = kept.length ? kept : alt;
          const single = k === 1 && ws.length === 1;
          const exact = c.typos === 0 && asExact.has(single ? 'singleWordSynonym' : 'multiWordsSynonym');
          out.push({ from: j, count: k, words: ws, typos: c.typos, exact });
        }
      }
    }
    return out;
  }

  private touch(): void {
    this.compiled = null;
    this.changed();
  }
}

function matchesText(s: Synonym, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const text = [s.objectID, ...(s.synonyms ?? []), s.input ?? '', s.word ?? '', ...(s.corrections ?? [])].flatMap(words);
  return wanted.every((w) => text.some((t) => t.startsWith(w)));
}

function intIn(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new EngineInputError(`Expected an integer from ${min} to ${max}`);
  return n;
}
