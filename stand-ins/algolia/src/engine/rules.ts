import { EngineInputError } from './errors';
import { fold, WORD_RE } from './languages';
import { checkParams } from './params';

/** Anchoring of a rule's pattern (Algolia's Condition.anchoring). */
export type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains';

/** A rule condition the engine follows: a literal pattern with its anchoring, and/or a context. */
export interface RuleCondition {
  pattern?: string;
  anchoring?: Anchoring;
  alternatives?: boolean;
  context?: string;
}

/** Records pinned at a position (one objectID or a group). */
export type RulePromote = { objectID: string; position: number } | { objectIDs: string[]; position: number };

/** A rule in Algolia's shape (API reference, "Save a rule"), as stored. */
export interface Rule {
  objectID: string;
  conditions?: RuleCondition[];
  consequence: {
    params?: Record<string, unknown> & {
      query?: string | { remove?: string[]; edits?: Array<{ type?: 'remove' | 'replace'; delete?: string; insert?: string }> };
    };
    promote?: RulePromote[];
    filterPromotes?: boolean;
    hide?: Array<{ objectID: string }>;
    userData?: Record<string, unknown>;
  };
  description?: string;
  enabled?: boolean;
  validity?: Array<{ from?: number; until?: number }>;
  tags?: string[];
}

const ANCHORINGS = new Set<string>(['is', 'startsWith', 'endsWith', 'contains']);
/** Consequence parameters the engine cannot apply: refused at save time, never stored and ignored. */
const REFUSED_PARAMS = new Set(['renderingContent', 'ruleContexts', 'enableRules']);
const AUTOMATIC = ['automaticFacetFilters', 'automaticOptionalFacetFilters'] as const;
const PLACEHOLDER_RE = /\{facet:([^{}]+)\}/g;
const words = (text: string): string[] => (text.toLowerCase().match(WORD_RE) ?? []).map(fold);
const refuse = (what: string) => new EngineInputError(`${what} is not supported by the embedded search twin`);

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function checkCondition(raw: unknown): RuleCondition {
  if (!isObject(raw)) throw new EngineInputError('conditions must hold objects');
  const { pattern, anchoring, alternatives, context, filters, ...other } = raw;
  if (Object.keys(other).length) throw new EngineInputError(`Unknown condition field: ${Object.keys(other)[0]!.slice(0, 40)}`);
  if (filters !== undefined) throw refuse('A rule condition on filters');
  if (alternatives === true) throw refuse('A rule condition with alternatives (plurals, synonyms, typos)');
  if (context !== undefined && (typeof context !== 'string' || !/^[\w-]{1,64}$/.test(context))) throw new EngineInputError('context must be alphanumeric');
  if ((pattern === undefined) !== (anchoring === undefined)) throw new EngineInputError('pattern and anchoring go together');
  if (pattern !== undefined) {
    if (typeof pattern !== 'string') throw new EngineInputError('pattern must be a string');
    if (!ANCHORINGS.has(String(anchoring))) throw new EngineInputError(`Invalid anchoring "${String(anchoring).slice(0, 40)}"`);
    if (words(pattern).length === 0 && anchoring !== 'is') throw new EngineInputError('An empty pattern needs anchoring "is"');
  }
  if (pattern === undefined && context === undefined) throw new EngineInputError('A condition needs a pattern or a context');
  return { ...raw } as RuleCondition;
}

function checkQueryEdit(q: unknown): void {
  if (typeof q === 'string') return;
  if (!isObject(q)) throw new EngineInputError('params.query must be a string or an object');
  const { remove, edits, ...other } = q;
  if (Object.keys(other).length) throw new EngineInputError(`Unknown params.query field: ${Object.keys(other)[0]!.slice(0, 40)}`);
  if (remove !== undefined && (!Array.isArray(remove) || remove.some((w) => typeof w !== 'string')))
    throw new EngineInputError('params.query.remove must be an array of strings');
  if (edits !== undefined) {
    if (!Array.isArray(edits)) throw new EngineInputError('params.query.edits must be an array');
    for (const e of edits) {
      if (!isObject(e) || (e.type !== 'remove' && e.type !== 'replace') || typeof e.delete !== 'string')
        throw new EngineInputError('An edit needs type remove or replace and a delete string');
      if (e.type === 'replace' && typeof e.insert !== 'string') throw new EngineInputError('A replace edit needs an insert string');
    }
  }
}

/**
 * Checks a rule as Algolia's API takes it, `enabled` defaulting to true. Throws EngineInputError
 * (400) for a malformed rule and for what the engine cannot apply (decision 0932).
 */
export function checkRule(raw: unknown, objectID?: string): Rule {
  if (!isObject(raw)) throw new EngineInputError('A rule must be an object');
  const id = objectID ?? raw.objectID;
  if (typeof id !== 'string' || !id.trim() || id.length > 512) throw new EngineInputError('objectID is required');
  const { conditions, condition, consequence, description, enabled, validity, tags, scope, objectID: _id, ...other } = raw;
  if (Object.keys(other).length) throw new EngineInputError(`Unknown rule field: ${Object.keys(other)[0]!.slice(0, 40)}`);
  if (scope !== undefined) throw refuse('A rule scope');
  const list = conditions !== undefined ? conditions : condition !== undefined ? [condition] : undefined;
  if (list !== undefined && (!Array.isArray(list) || list.length > 25)) throw new EngineInputError('conditions must be an array of at most 25');
  if (!isObject(consequence)) throw new EngineInputError('consequence is required');
  const { params, promote, filterPromotes, hide, userData, redirect, ...rest } = consequence;
  if (Object.keys(rest).length) throw new EngineInputError(`Unknown consequence field: ${Object.keys(rest)[0]!.slice(0, 40)}`);
  if (redirect !== undefined) throw refuse('A redirect consequence');
  if (params !== undefined) {
    if (!isObject(params)) throw new EngineInputError('consequence.params must be an object');
    const { query, ...search } = params;
    for (const k of Object.keys(search)) if (REFUSED_PARAMS.has(k)) throw refuse(`The consequence parameter ${k}`);
    const placeholders = new Set(
      (Array.isArray(list) ? list : []).flatMap((c) =>
        isObject(c) && typeof c.pattern === 'string' ? [...c.pattern.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!) : [],
      ),
    );
    for (const name of AUTOMATIC) {
      const v = search[name];
      if (v === undefined) continue;
      if (!Array.isArray(v)) throw new EngineInputError(`${name} must be an array`);
      for (const f of v) {
        const facet = typeof f === 'string' ? f : isObject(f) ? f.facet : undefined;
        if (typeof facet !== 'string' || !placeholders.has(facet))
          throw new EngineInputError(`${name}: the facet must appear as {facet:${String(facet).slice(0, 40)}} in a condition pattern`);
        if (isObject(f) && ((f.disjunctive !== undefined && typeof f.disjunctive !== 'boolean') || (f.score !== undefined && !Number.isInteger(f.score))))
          throw new EngineInputError(`${name}: disjunctive is a boolean, score an integer`);
      }
      delete search[name];
    }
    checkParams(search);
    if (query !== undefined) checkQueryEdit(query);
  }
  if (promote !== undefined) {
    if (!Array.isArray(promote) || promote.length > 300) throw new EngineInputError('promote must be an array');
    for (const p of promote) {
      const ok =
        isObject(p) &&
        Number.isInteger(p.position) &&
        (p.position as number) >= 0 &&
        (typeof p.objectID === 'string' || (Array.isArray(p.objectIDs) && p.objectIDs.length <= 100 && p.objectIDs.every((x) => typeof x === 'string')));
      if (!ok) throw new EngineInputError('promote items need objectID or objectIDs and a position');
    }
  }
  if (hide !== undefined && (!Array.isArray(hide) || hide.some((h) => !isObject(h) || typeof h.objectID !== 'string')))
    throw new EngineInputError('hide must be an array of { objectID }');
  if (userData !== undefined && (!isObject(userData) || JSON.stringify(userData).length > 1024))
    throw new EngineInputError('userData must be an object of at most 1 kB');
  if (filterPromotes !== undefined && typeof filterPromotes !== 'boolean') throw new EngineInputError('filterPromotes must be a boolean');
  const seconds = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));
  if (validity !== undefined && (!Array.isArray(validity) || validity.some((v) => !isObject(v) || !seconds(v.from) || !seconds(v.until))))
    throw new EngineInputError('validity must be an array of { from, until } in seconds');
  if (enabled !== undefined && typeof enabled !== 'boolean') throw new EngineInputError('enabled must be a boolean');
  const out: Rule = { objectID: id, consequence: consequence as Rule['consequence'], enabled: enabled ?? true };
  if (list !== undefined) out.conditions = list.map(checkCondition);
  if (description !== undefined) out.description = String(description);
  if (validity !== undefined) out.validity = validity as Rule['validity'];
  if (tags !== undefined) out.tags = tags as string[];
  return out;
}

/** What the rules matching a query change (decision 0932). */
export interface RuleEffects {
  query: string;
  /** Search parameters over the query's (`filters` ANDed). */
  params: Record<string, unknown>;
  promote: Array<{ ids: string[]; position: number }>;
  filterPromotes: boolean;
  hide: Set<string>;
  userData: Record<string, unknown>[];
  applied: string[];
}

const ANCHOR_RANK: Record<Anchoring, number> = { is: 0, startsWith: 1, endsWith: 2, contains: 3 };

/** A facet's values as query words (folded), longest first, with the value as stored. */
export type FacetValues = (facet: string) => ReadonlyArray<{ words: string[]; value: string }>;

/** A pattern as pieces: a literal word, or a `{facet:name}` placeholder. */
type Piece = { word: string } | { facet: string };

function pieces(pattern: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of pattern.matchAll(PLACEHOLDER_RE)) {
    out.push(...words(pattern.slice(last, m.index)).map((word) => ({ word })));
    out.push({ facet: m[1]! });
    last = m.index! + m[0].length;
  }
  out.push(...words(pattern.slice(last)).map((word) => ({ word })));
  return out;
}

/** A match: where it starts, how many query words it spans, the facet values placeholders took. */
interface Match {
  at: number;
  length: number;
  captured: Array<{ facet: string; value: string; at: number; length: number }>;
}

/** Matches pattern pieces from query word `i`; placeholders take a facet value's words (longest first). */
function matchFrom(ps: readonly Piece[], q: readonly string[], i: number, values: FacetValues): Match | null {
  const captured: Match['captured'] = [];
  let pos = i;
  for (const p of ps) {
    if ('word' in p) {
      if (q[pos] !== p.word) return null;
      pos++;
      continue;
    }
    const hit = values(p.facet).find((v) => v.words.length && v.words.every((w, k) => q[pos + k] === w));
    if (!hit) return null;
    captured.push({ facet: p.facet, value: hit.value, at: pos, length: hit.words.length });
    pos += hit.words.length;
  }
  return { at: i, length: pos - i, captured };
}

/** Where a condition matches a query's words, or null (decision 0932). */
function matchAt(c: RuleCondition, q: readonly string[], contexts: ReadonlySet<string>, values: FacetValues): Match | null {
  if (c.context !== undefined && !contexts.has(c.context)) return null;
  if (c.pattern === undefined) return { at: 0, length: 0, captured: [] };
  const ps = pieces(c.pattern);
  const starts = c.anchoring === 'is' || c.anchoring === 'startsWith' ? [0] : q.map((_, i) => i);
  if (ps.length === 0) return q.length === 0 ? { at: 0, length: 0, captured: [] } : null;
  for (const i of starts) {
    const m = matchFrom(ps, q, i, values);
    if (!m) continue;
    const end = m.at + m.length;
    if ((c.anchoring === 'is' || c.anchoring === 'endsWith') && end !== q.length) continue;
    return m;
  }
  return null;
}

/** Removes a word sequence (folded comparison) from the query's words, every occurrence. */
function removeWords(q: string[], phrase: string, insert?: string): string[] {
  const p = words(phrase);
  if (!p.length) return q;
  const out: string[] = [];
  for (let i = 0; i < q.length;) {
    if (p.every((w, k) => q[i + k] === w)) {
      if (insert) out.push(...insert.toLowerCase().match(WORD_RE)!.map(fold));
      i += p.length;
    } else out.push(q[i++]!);
  }
  return out;
}

/**
 * The rules of one index and their application to a query (decision 0932): enabled, valid rules
 * with a matching condition, in Algolia's precedence; the first rule that edits the query edits
 * it, a higher rule's parameters win, promotes and hides add up.
 */
export class RuleStore {
  private items = new Map<string, Rule>();

  constructor(private readonly changed: () => void = () => {}) {}

  get size(): number {
    return this.items.size;
  }

  save(list: readonly Rule[], clearExisting = false): void {
    if (clearExisting) this.items.clear();
    for (const r of list) this.items.set(r.objectID, r);
    this.changed();
  }

  get(objectID: string): Rule | undefined {
    return this.items.get(objectID);
  }

  delete(objectID: string): boolean {
    const had = this.items.delete(objectID);
    if (had) this.changed();
    return had;
  }

  clear(): void {
    this.items.clear();
    this.changed();
  }

  all(): Rule[] {
    return [...this.items.values()];
  }

  /** Search rules (POST /1/indexes/{i}/rules/search), `hitsPerPage` default 20, at most 1000. */
  search(params: Record<string, unknown>): { hits: Rule[]; nbHits: number; page: number; nbPages: number } {
    const wanted = typeof params.query === 'string' ? words(params.query) : [];
    const page = intIn(params.page, 0, 0, 1_000_000);
    const hitsPerPage = intIn(params.hitsPerPage, 20, 1, 1000);
    const found = this.all()
      .filter((r) => {
        const conds = r.conditions ?? [];
        if (params.anchoring !== undefined && params.anchoring !== null && !conds.some((c) => c.anchoring === params.anchoring)) return false;
        if (typeof params.context === 'string' && !conds.some((c) => c.context === params.context)) return false;
        if (typeof params.enabled === 'boolean' && (r.enabled ?? true) !== params.enabled) return false;
        const text = [r.objectID, r.description ?? '', ...conds.map((c) => c.pattern ?? '')].flatMap(words);
        return wanted.every((w) => text.some((t) => t.startsWith(w)));
      })
      .sort((a, b) => (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0));
    return { hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: found.length, page, nbPages: Math.ceil(found.length / hitsPerPage) };
  }

  /** The effects of the rules matching `query` under `ruleContexts` at `nowSeconds`, or null when none. */
  effects(query: string, ruleContexts: unknown, nowSeconds: number, values: FacetValues = () => []): RuleEffects | null {
    if (this.items.size === 0) return null;
    const q = words(query);
    const contexts = new Set(Array.isArray(ruleContexts) ? ruleContexts.map(String) : typeof ruleContexts === 'string' ? [ruleContexts] : []);
    const matching: Array<Match & { rule: Rule; anchor: number; context: boolean }> = [];
    for (const rule of this.items.values()) {
      if (rule.enabled === false) continue;
      if (rule.validity?.length && !rule.validity.some((v) => (v.from ?? -Infinity) <= nowSeconds && nowSeconds <= (v.until ?? Infinity))) continue;
      const conds = rule.conditions ?? [];
      // A rule without conditions applies to every query (Algolia's conditionless rules).
      if (conds.length === 0) {
        matching.push({ rule, at: 0, length: 0, captured: [], anchor: 4, context: false });
        continue;
      }
      let best: (Match & { anchor: number; context: boolean }) | null = null;
      for (const c of conds) {
        const m = matchAt(c, q, contexts, values);
        if (!m) continue;
        const cand = { ...m, anchor: c.anchoring ? ANCHOR_RANK[c.anchoring] : 4, context: c.context !== undefined };
        if (!best || cand.at < best.at || (cand.at === best.at && cand.length > best.length)) best = cand;
      }
      if (best) matching.push({ rule, ...best });
    }
    if (!matching.length) return null;
    matching.sort(
      (a, b) =>
        a.at - b.at || b.length - a.length || a.anchor - b.anchor || Number(b.context) - Number(a.context) || (a.rule.objectID < b.rule.objectID ? -1 : 1),
    );
    const out: RuleEffects = { query, params: {}, promote: [], filterPromotes: false, hide: new Set(), userData: [], applied: [] };
    let edited = false;
    for (const { rule, captured } of matching) {
      const c = rule.consequence;
      const { query: edit, automaticFacetFilters, automaticOptionalFacetFilters, ...params } = c.params ?? {};
      if (edit !== undefined && !edited) {
        edited = true;
        if (typeof edit === 'string') out.query = edit;
        else {
          let ws = query.toLowerCase().match(WORD_RE)?.map(fold) ?? [];
          // A removed placeholder removes the words its facet value took (the last ones first).
          const placeholder = (text: string) => /^\{facet:([^{}]+)\}$/.exec(text.trim())?.[1];
          const drop = new Set<number>();
          for (const text of [...(edit.remove ?? []), ...(edit.edits ?? []).filter((e) => e.type === 'remove').map((e) => e.delete ?? '')]) {
            const facet = placeholder(text);
            for (const cap of captured) if (facet && cap.facet === facet) for (let k = 0; k < cap.length; k++) drop.add(cap.at + k);
          }
          ws = ws.filter((_, k) => !drop.has(k));
          for (const r of edit.remove ?? []) if (!placeholder(r)) ws = removeWords(ws, r);
          for (const e of edit.edits ?? []) if (!placeholder(e.delete ?? '')) ws = removeWords(ws, e.delete ?? '', e.type === 'replace' ? e.insert : undefined);
          out.query = ws.join(' ');
        }
      }
      automatic(params, automaticFacetFilters, captured, false);
      automatic(params, automaticOptionalFacetFilters, captured, true);
      for (const [k, v] of Object.entries(params)) if (!(k in out.params)) out.params[k] = v;
      for (const p of c.promote ?? []) out.promote.push({ ids: 'objectIDs' in p ? p.objectIDs : [p.objectID], position: p.position });
      if (c.filterPromotes) out.filterPromotes = true;
      for (const h of c.hide ?? []) out.hide.add(h.objectID);
      if (c.userData) out.userData.push(c.userData);
      out.applied.push(rule.objectID);
    }
    return out;
  }
}

/** automaticFacetFilters and automaticOptionalFacetFilters from the facet values the placeholders took. */
function automatic(params: Record<string, unknown>, list: unknown, captured: Match['captured'], optional: boolean): void {
  if (!Array.isArray(list)) return;
  const out: Array<string | string[]> = [];
  for (const f of list as Array<string | { facet: string; disjunctive?: boolean; score?: number }>) {
    const spec = typeof f === 'string' ? { facet: f } : f;
    const values = captured
      .filter((c) => c.facet === spec.facet)
      .map((c) => `${spec.facet}:${c.value}${optional && spec.score !== undefined ? `<score=${spec.score}>` : ''}`);
    if (!values.length) continue;
    if (spec.disjunctive) out.push(values);
    else out.push(...values);
  }
  if (!out.length) return;
  const name = optional ? 'optionalFilters' : 'facetFilters';
  const prior = params[name];
  params[name] = prior === undefined ? out : [...(Array.isArray(prior) ? prior : [prior]), ...out];
}

function intIn(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new EngineInputError(`Expected an integer from ${min} to ${max}`);
  return n;
}
