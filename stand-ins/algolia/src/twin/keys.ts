import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { FILTER_PARAMS, type FilterParams } from '../engine/filters';
import { decodeQueryString } from './query-string';

/**
 * API keys of the embedded Algolia twin (docs/requirements/search.md#twin-api-keys, decision 0861),
 * modelled from Algolia's API reference and algoliasearch v5. A secured key is
 * `base64(hex(HMAC-SHA256(parent, params)) + params)`. Forced filters of a key apply AND the
 * query's, each set parsed on its own (docs/requirements/search.md#filters-combine-parsed).
 */

/** Every ACL the twin knows (algoliasearch v5 `Acl`). */
export const ACLS = [
  'addObject',
  'analytics',
  'browse',
  'deleteObject',
  'deleteIndex',
  'editSettings',
  'inference',
  'listIndexes',
  'logs',
  'personalization',
  'recommendation',
  'search',
  'seeUnretrievableAttributes',
  'settings',
  'usage',
  'nluWriteProject',
  'nluReadProject',
  'nluWriteEntity',
  'nluReadEntity',
  'nluWriteIntent',
  'nluReadIntent',
  'nluPrediction',
  'nluReadAnswers',
] as const;
/** One ACL (a permission of a key). */
export type Acl = (typeof ACLS)[number];

/** An error the twin answers as `{ message, status }` (Algolia's error shape). */
export class KeyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const INVALID_KEY = 'Invalid Application-ID or API key';
export const METHOD_NOT_ALLOWED = 'Method not allowed with this API key';
export const INDEX_NOT_ALLOWED = 'Index not allowed with this API key';

/** A key as stored (Algolia's `ApiKey` plus when it was made, ends and was deleted). */
interface StoredKey {
  value: string;
  acl: Acl[];
  description: string;
  indexes: string[];
  maxHitsPerQuery: number;
  maxQueriesPerIPPerHour: number;
  queryParameters: string;
  referers: string[];
  validity: number;
  createdAt: number;
  /** Seconds since the epoch when the key stops working, or 0. */
  expiresAt: number;
  deletedAt: number | null;
}

/** What a request may do: the outcome of {@link KeyStore.authenticate}. */
export interface KeyAccess {
  /** The admin key (every ACL, `/1/keys`, never a secured key's parent). */
  admin: boolean;
  /** The key as sent (a secured key's own value) and, for a secured key, its parent. */
  value: string;
  parent: string | null;
  need(acl: Acl): void;
  has(acl: Acl): boolean;
  index(name: string): void;
  allows(name: string): boolean;
  /** The query's search parameters with the key's own applied (`hitsPerPage` capped); filters come in {@link KeyAccess.restrictions}. */
  query<T extends Record<string, unknown>>(params: T): T;
  /** The key's forced filter parameters, one set per source; each applies AND the query's. */
  restrictions: FilterParams[];
}

/** Options of {@link KeyStore}. */
export interface KeyStoreOptions {
  adminKey: string;
  /** Keys that exist from the start (the site's search-only key). */
  keys?: { value: string; acl: Acl[]; description?: string }[];
  now?: () => number;
}

/** Algolia keeps the last 1,000 deleted keys for restoring. */
const MAX_DELETED = 1000;
/** Parameters of a secured key that restrict the key rather than the query. */
const RESTRICTIONS = new Set(['restrictIndices', 'restrictSources', 'validUntil', 'userToken', 'referers']);

/** True when `name` matches an index pattern (`dev_*`, `*_dev`, `*_products_*`, exact). */
export function indexMatches(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(name);
}

function refererMatches(pattern: string, referer: string): boolean {
  return indexMatches(pattern, referer);
}

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}

/** Whether `ip` is in `source` (one IPv4 address or CIDR range, Algolia's `restrictSources`). */
export function sourceAllows(source: string, ip: string | undefined): boolean {
  const v4 = ip?.replace(/^::ffff:/, '');
  const [net, bitsText] = source.trim().split('/');
  if (!net || !isIPv4(net)) throw new KeyError(400, 'restrictSources must be one IPv4 address or CIDR range');
  if (!v4 || !isIPv4(v4)) return false;
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > 32) throw new KeyError(400, 'restrictSources must be one IPv4 address or CIDR range');
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (ipv4ToInt(net) & mask) === (ipv4ToInt(v4) & mask);
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return [];
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The twin's keys (decision 0861): `authenticate` turns a request's key into a {@link KeyAccess} or null (403); `route` answers `/1/keys`. */
export class KeyStore {
  private readonly keys = new Map<string, StoredKey>();
  private readonly now: () => number;
  /** Queries per key and IP in the current hour (`maxQueriesPerIPPerHour`). */
  private readonly hourly = new Map<string, { hour: number; count: number }>();

  constructor(private readonly opts: KeyStoreOptions) {
    this.now = opts.now ?? (() => Math.floor(Date.now() / 1000));
    for (const k of opts.keys ?? []) this.store({ value: k.value, acl: k.acl, description: k.description ?? '' });
  }

  private store(input: Partial<StoredKey> & { value: string; acl: Acl[] }): StoredKey {
    const now = this.now();
    const key: StoredKey = {
      description: '',
      indexes: [],
      maxHitsPerQuery: 0,
      maxQueriesPerIPPerHour: 0,
      queryParameters: '',
      referers: [],
      validity: 0,
      createdAt: now,
      expiresAt: 0,
      deletedAt: null,
      ...input,
    };
    key.expiresAt = key.validity > 0 ? now + key.validity : 0;
    this.keys.set(key.value, key);
    return key;
  }

  private live(value: string): StoredKey | null {
    const key = this.keys.get(value);
    if (!key || key.deletedAt !== null) return null;
    if (key.expiresAt && key.expiresAt <= this.now()) return null;
    return key;
  }

  private parse(body: Record<string, unknown>): Omit<StoredKey, 'value' | 'createdAt' | 'expiresAt' | 'deletedAt'> {
    const acl = body.acl;
    if (!Array.isArray(acl) || acl.length === 0) throw new KeyError(400, 'acl is required: a non-empty array of ACLs');
    for (const a of acl) if (!(ACLS as readonly unknown[]).includes(a)) throw new KeyError(400, `Invalid ACL: ${String(a).slice(0, 40)}`);
    const num = (name: string) => {
      const v = body[name] ?? 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new KeyError(400, `${name} must be a non-negative integer`);
      return v;
    };
    const strings = (name: string) => {
      const v = body[name] ?? [];
      if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) throw new KeyError(400, `${name} must be an array of strings`);
      return v as string[];
    };
    const text = (name: string) => {
      const v = body[name] ?? '';
      if (typeof v !== 'string') throw new KeyError(400, `${name} must be a string`);
      return v;
    };
    const queryParameters = text('queryParameters');
    const forced = decodeQueryString(queryParameters);
    if (typeof forced.restrictSources === 'string') sourceAllows(forced.restrictSources, '127.0.0.1');
    return {
      acl: [...new Set(acl as Acl[])],
      description: text('description'),
      indexes: strings('indexes'),
      maxHitsPerQuery: Math.min(1000, num('maxHitsPerQuery')),
      maxQueriesPerIPPerHour: num('maxQueriesPerIPPerHour'),
      queryParameters,
      referers: strings('referers'),
      validity: num('validity'),
    };
  }

  /** A key as `GET /1/keys/{key}` answers it (`createdAt` in seconds, `validity` remaining). */
  private view(key: StoredKey) {
    return {
      value: key.value,
      createdAt: key.createdAt,
      acl: key.acl,
      description: key.description,
      indexes: key.indexes,
      maxHitsPerQuery: key.maxHitsPerQuery,
      maxQueriesPerIPPerHour: key.maxQueriesPerIPPerHour,
      queryParameters: key.queryParameters,
      referers: key.referers,
      validity: key.expiresAt ? Math.max(0, key.expiresAt - this.now()) : 0,
    };
  }

  /** Answers `/1/keys` (parts after `keys`); only the admin key manages keys, any key may GET itself. */
  route(method: string, rest: string[], body: Record<string, unknown>, access: KeyAccess): unknown {
    const iso = () => new Date(this.now() * 1000).toISOString();
    const [value, action] = rest;
    if (value === undefined) {
      if (method === 'POST') {
        if (!access.admin) throw new KeyError(403, METHOD_NOT_ALLOWED);
        const key = this.store({ value: randomBytes(16).toString('hex'), ...this.parse(body) });
        return { key: key.value, createdAt: iso() };
      }
      if (method === 'GET') {
        if (!access.admin) throw new KeyError(403, METHOD_NOT_ALLOWED);
        return { keys: [...this.keys.values()].filter((k) => this.live(k.value)).map((k) => this.view(k)) };
      }
      throw new KeyError(404, 'Path not found');
    }
    if (action === 'restore' && rest.length === 2 && method === 'POST') {
      if (!access.admin) throw new KeyError(403, METHOD_NOT_ALLOWED);
      const key = this.keys.get(value);
      // Restoring resets the validity to 0 (no end).
      if (!key || value === this.opts.adminKey) throw new KeyError(404, 'Key does not exist');
      key.deletedAt = null;
      key.validity = 0;
      key.expiresAt = 0;
      return { key: key.value, createdAt: iso() };
    }
    if (rest.length !== 1) throw new KeyError(404, 'Path not found');
    if (method === 'GET') {
      if (!access.admin && value !== access.value && value !== access.parent) throw new KeyError(403, METHOD_NOT_ALLOWED);
      const key = this.live(value);
      if (!key) throw new KeyError(404, 'Key does not exist');
      return this.view(key);
    }
    if (!access.admin) throw new KeyError(403, METHOD_NOT_ALLOWED);
    const key = this.live(value);
    if (!key) throw new KeyError(404, 'Key does not exist');
    if (method === 'PUT') {
      const parsed = this.parse(body);
      Object.assign(key, parsed);
      key.expiresAt = parsed.validity > 0 ? this.now() + parsed.validity : 0;
      return { key: key.value, updatedAt: iso() };
    }
    if (method === 'DELETE') {
      key.deletedAt = this.now();
      const deleted = [...this.keys.values()].filter((k) => k.deletedAt !== null).sort((a, b) => (a.deletedAt ?? 0) - (b.deletedAt ?? 0));
      for (const old of deleted.slice(0, Math.max(0, deleted.length - MAX_DELETED))) this.keys.delete(old.value);
      return { deletedAt: iso() };
    }
    throw new KeyError(404, 'Path not found');
  }

  /**
   * The access of a request's key, or null for any key Algolia answers 403 "Invalid Application-ID
   * or API key". Throws KeyError 429 beyond `maxQueriesPerIPPerHour`.
   */
  authenticate(apiKey: string | undefined, ctx: { ip?: string; referer?: string } = {}): KeyAccess | null {
    if (!apiKey) return null;
    if (safeEqual(apiKey, this.opts.adminKey)) return this.access({ value: apiKey, parent: null, admin: true, acl: null, indexes: [], maxHits: 0 });
    const plain = this.live(apiKey);
    if (plain) {
      if (!this.fromReferer(plain, ctx.referer)) return null;
      const params = decodeQueryString(plain.queryParameters);
      if (typeof params.restrictSources === 'string' && !sourceAllows(params.restrictSources, ctx.ip)) return null;
      this.count(plain, ctx.ip);
      return this.access({ value: apiKey, parent: null, admin: false, acl: plain.acl, indexes: [plain.indexes], params, maxHits: plain.maxHitsPerQuery });
    }
    return this.secured(apiKey, ctx);
  }

  private fromReferer(key: StoredKey, referer: string | undefined): boolean {
    if (key.referers.length === 0) return true;
    return Boolean(referer) && key.referers.some((p) => refererMatches(p, referer!));
  }

  private count(key: StoredKey, ip: string | undefined): void {
    if (!key.maxQueriesPerIPPerHour) return;
    const hour = Math.floor(this.now() / 3600);
    const id = `${key.value}|${ip ?? ''}`;
    const seen = this.hourly.get(id);
    const entry = seen && seen.hour === hour ? seen : { hour, count: 0 };
    entry.count++;
    this.hourly.set(id, entry);
    if (entry.count > key.maxQueriesPerIPPerHour) throw new KeyError(429, 'Too many requests');
  }

  /** A secured API key: base64 of hex HMAC-SHA256 (64 characters) then the parameters. */
  private secured(apiKey: string, ctx: { ip?: string; referer?: string }): KeyAccess | null {
    if (apiKey.length > 10_000 || !/^[A-Za-z0-9+/]+=*$/.test(apiKey)) return null;
    const decoded = Buffer.from(apiKey, 'base64').toString('utf8');
    const mac = decoded.slice(0, 64);
    const query = decoded.slice(64);
    if (!/^[0-9a-f]{64}$/.test(mac)) return null;
    let parent: StoredKey | null = null;
    for (const key of this.keys.values()) {
      if (!this.live(key.value)) continue;
      if (safeEqual(createHmac('sha256', key.value).update(query).digest('hex'), mac)) {
        parent = key;
        break;
      }
    }
    if (!parent || !this.fromReferer(parent, ctx.referer)) return null;
    const restrictions = decodeQueryString(query);
    const validUntil = restrictions.validUntil;
    if (validUntil !== undefined && (typeof validUntil !== 'number' || validUntil <= this.now())) return null;
    const parentParams = decodeQueryString(parent.queryParameters);
    for (const source of [parentParams.restrictSources, restrictions.restrictSources]) {
      if (typeof source === 'string' && !sourceAllows(source, ctx.ip)) return null;
    }
    const referers = list(restrictions.referers);
    if (referers.length && !(ctx.referer && referers.some((p) => refererMatches(p, ctx.referer!)))) return null;
    this.count(parent, ctx.ip);
    const indexes = [parent.indexes, list(restrictions.restrictIndices)];
    return this.access({
      value: apiKey,
      parent: parent.value,
      admin: false,
      acl: parent.acl,
      indexes,
      params: [parentParams, restrictions],
      maxHits: parent.maxHitsPerQuery,
    });
  }

  private access(a: {
    value: string;
    parent: string | null;
    admin: boolean;
    acl: Acl[] | null;
    indexes: string[][];
    params?: Record<string, unknown> | Record<string, unknown>[];
    maxHits: number;
  }): KeyAccess {
    const acl = a.acl ? new Set<Acl>(a.acl) : null;
    const allows = (name: string) => a.indexes.every((patterns) => patterns.length === 0 || patterns.some((p) => indexMatches(p, name)));
    const sources = Array.isArray(a.params) ? a.params : a.params ? [a.params] : [];
    const forced: Record<string, unknown> = {};
    const restrictions: FilterParams[] = [];
    for (const source of sources) {
      const filters: FilterParams = {};
      for (const [k, v] of Object.entries(source)) {
        if (RESTRICTIONS.has(k)) continue;
        if ((FILTER_PARAMS as readonly string[]).includes(k)) {
          if (v !== '' && v !== null && v !== undefined) filters[k as keyof FilterParams] = v;
        } else {
          forced[k] = v;
        }
      }
      if (Object.keys(filters).length) restrictions.push(filters);
    }
    return {
      admin: a.admin,
      value: a.value,
      parent: a.parent,
      restrictions,
      need(want) {
        if (acl && !acl.has(want)) throw new KeyError(403, METHOD_NOT_ALLOWED);
      },
      has: (want) => !acl || acl.has(want),
      index(name) {
        if (!allows(name)) throw new KeyError(403, INDEX_NOT_ALLOWED);
      },
      allows,
      query<T extends Record<string, unknown>>(params: T): T {
        const out: Record<string, unknown> = { ...params, ...forced };
        if (a.maxHits > 0) {
          const asked = typeof out.hitsPerPage === 'number' ? out.hitsPerPage : 20;
          out.hitsPerPage = Math.min(asked, a.maxHits);
        }
        return out as T;
      },
    };
  }
}
