import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EngineIndex, type EngineQuery, type EngineRecord, type EngineSettings } from '../engine/engine-index';
import { EngineInputError } from '../engine/errors';
import { logger } from '../logger';
import { KeyError, KeyStore, INVALID_KEY, type Acl, type KeyAccess } from './keys';
import { decodeQueryString } from './query-string';
import { ruleRoute } from './rule-routes';
import { RouteError, type ScopedRouteContext } from './object-set-routes';
import { synonymRoute } from './synonym-routes';
import { MultiQueryError, readRequests, readStrategy, runQueries, skippedFacetHits, skippedHits, type PlannedQuery } from './multi-query';

/** Options of {@link startAlgoliaTwin}. */
export interface AlgoliaTwinOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  host?: string;
  appId: string;
  /** Key that may only read (queries, recommendations, objects). */
  searchKey: string;
  /** Key that may also write (batch, settings, clear, deletes). */
  adminKey: string;
  /** Largest accepted request body in bytes (Algolia: 10 MB per batch). */
  maxBodyBytes?: number;
  /** ACL of the search key (default `search`, Algolia's search-only key). */
  searchKeyAcl?: Acl[];
}

/** A running twin: its base URL, host for algoliasearch, its indexes (tests, bench) and close. */
export interface AlgoliaTwin {
  url: string;
  port: number;
  indexes: Map<string, EngineIndex>;
  /** API keys (`/1/keys`, secured keys; decision 0861). */
  keys: KeyStore;
  /** Requests answered so far (tests, bench). */
  requests(): number;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const INDEX_NAME_RE = /^[\w.\-~]{1,256}$/;

/**
 * Starts the embedded Algolia twin (docs/requirements/search.md#search-service,
 * docs/requirements/architecture.md#embedded-services): a node:http server answering the parts of
 * Algolia's Search REST API v1 that algoliasearch v5 uses (search and multi-query, batch and
 * objects, settings, tasks, browse, Recommend, keys, synonyms, rules) over {@link EngineIndex}.
 * Each route checks the ACL Algolia names for it and the key's restrictions; errors are JSON
 * `{ message, status }` (docs/requirements/search.md#twin-api-keys).
 */
export async function startAlgoliaTwin(opts: AlgoliaTwinOptions): Promise<AlgoliaTwin> {
  const indexes = new Map<string, EngineIndex>();
  const maxBody = opts.maxBodyBytes ?? 10 * 1024 * 1024;
  let taskSeq = 1;
  let requestCount = 0;
  const keys = new KeyStore({
    adminKey: opts.adminKey,
    keys: [{ value: opts.searchKey, acl: opts.searchKeyAcl ?? ['search'], description: 'Search-only API key' }],
  });

  const getIndex = (name: string, create: boolean): EngineIndex | undefined => {
    if (!INDEX_NAME_RE.test(name)) throw new HttpError(400, 'Invalid index name');
    let ix = indexes.get(name);
    if (!ix && create) {
      ix = new EngineIndex(name);
      indexes.set(name, ix);
    }
    return ix;
  };
  const task = () => ({ taskID: taskSeq++, updatedAt: new Date().toISOString() });

  /** Whether the key sees `unretrievableAttributes` (Algolia: the seeUnretrievableAttributes ACL). */
  const seesAll = (access: KeyAccess): boolean => access.admin || access.has('seeUnretrievableAttributes');
  /** The engine's view of the caller: what it may see and the filters its key forces (ANDed, parsed apart). */
  const callerOf = (access: KeyAccess) => ({ admin: seesAll(access), restrictions: access.restrictions });

  const search = (name: string, params: EngineQuery, access: KeyAccess) => {
    access.need('search');
    access.index(name);
    const ix = getIndex(name, false);
    if (!ix) throw new HttpError(404, 'Index does not exist');
    return ix.search(access.query(params as Record<string, unknown>) as EngineQuery, callerOf(access));
  };

  /** One record as the key may read it: the key's filters judge the whole record, then it is projected. */
  const readable = (access: KeyAccess, ix: EngineIndex | undefined, objectID: string, attributesToRetrieve: string[] | undefined) => {
    const record = ix?.get(objectID);
    if (!ix || !record) return undefined;
    if (!ix.passes(record, callerOf(access))) return undefined;
    return ix.getObject(objectID, attributesToRetrieve, { admin: seesAll(access) });
  };
  /** The ACL Algolia asks for each batch action. */
  const BATCH_ACL: Record<string, Acl> = {
    addObject: 'addObject',
    updateObject: 'addObject',
    partialUpdateObject: 'addObject',
    partialUpdateObjectNoCreate: 'addObject',
    deleteObject: 'deleteObject',
    delete: 'deleteIndex',
    clear: 'deleteIndex',
  };

  const applyBatch = (defaultIndex: string | null, requests: unknown, access: KeyAccess): { objectIDs: string[]; taskID: Record<string, number> | number } => {
    if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
    const objectIDs: string[] = [];
    const touched = new Map<string, number>();
    let auto = Date.now();
    for (const raw of requests) {
      const r = raw as { action?: string; body?: Record<string, unknown>; indexName?: string };
      const name = r.indexName ?? defaultIndex;
      if (!name) throw new HttpError(400, 'indexName is required');
      access.need(BATCH_ACL[String(r.action)] ?? 'addObject');
      access.index(name);
      const ix = getIndex(name, true)!;
      touched.set(name, 0);
      const body = (r.body ?? {}) as Record<string, unknown>;
      const id = typeof body.objectID === 'string' || typeof body.objectID === 'number' ? String(body.objectID) : undefined;
      switch (r.action) {
        case 'addObject':
        case 'updateObject': {
          const objectID = id ?? `${auto++}`;
          if (r.action === 'updateObject' && !id) throw new HttpError(400, 'objectID is required for updateObject');
          ix.save([{ ...body, objectID } as EngineRecord]);
          objectIDs.push(objectID);
          break;
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate':
          if (!id) throw new HttpError(400, 'objectID is required');
          ix.partialUpdate(id, body, r.action === 'partialUpdateObject');
          objectIDs.push(id);
          break;
        case 'deleteObject':
          if (!id) throw new HttpError(400, 'objectID is required');
          ix.remove([id]);
          objectIDs.push(id);
          break;
        case 'delete':
          indexes.delete(name);
          break;
        case 'clear':
          ix.clear();
          break;
        default:
          throw new HttpError(400, `Unknown batch action "${String(r.action).slice(0, 40)}"`);
      }
    }
    const t = task().taskID;
    return { objectIDs, taskID: defaultIndex ? t : Object.fromEntries([...touched.keys()].map((k) => [k, t])) };
  };

  const routes = async (
    method: string,
    parts: string[],
    body: Record<string, unknown>,
    list: unknown[] | null,
    access: KeyAccess,
    query: URLSearchParams,
  ): Promise<unknown> => {
    if (parts[0] !== '1') throw new HttpError(404, 'Path not found');
    // Only the synonym and rule batches take a JSON array.
    if (list && !(parts.length === 5 && parts[1] === 'indexes' && (parts[3] === 'synonyms' || parts[3] === 'rules') && parts[4] === 'batch'))
      throw new HttpError(400, 'Invalid JSON body: an object is expected');
    if (parts[1] === 'keys') return keys.route(method, parts.slice(2), body, access);
    if (parts[1] === 'task' && parts[2] && method === 'GET') {
      access.need('editSettings');
      return { status: 'published' };
    }
    if (parts[1] !== 'indexes') throw new HttpError(404, 'Path not found');
    const name = parts[2];
    const rest = parts.slice(3);
    if (name === undefined) {
      if (method !== 'GET') throw new HttpError(404, 'Path not found');
      access.need('listIndexes');
      const items = [...indexes.values()]
        .filter((ix) => access.allows(ix.name))
        .map((ix) => ({
          name: ix.name,
          entries: ix.size,
          updatedAt: ix.updatedAt,
          createdAt: ix.updatedAt,
          dataSize: 0,
          fileSize: 0,
          lastBuildTimeS: 0,
          numberOfPendingTasks: 0,
          pendingTask: false,
        }));
      return { items, nbPages: 1 };
    }
    if (name === '*') {
      if (method === 'POST' && rest[0] === 'queries') {
        const requests = readRequests(body.requests);
        const strategy = readStrategy(body.strategy ?? query.get('strategy') ?? undefined);
        const planned = requests.map((raw): PlannedQuery<unknown> => {
          const {
            indexName,
            type,
            params: legacy,
            facet,
            ...rest
          } = raw as EngineQuery & { indexName?: unknown; params?: unknown; type?: unknown; facet?: unknown };
          if (typeof indexName !== 'string') throw new HttpError(400, 'indexName is required');
          const params = { ...rest, ...(typeof legacy === 'string' ? decodeParams(legacy) : {}) };
          // Every query is checked against the key before any runs, skipped ones included.
          access.need('search');
          access.index(indexName);
          if (type === 'facet') {
            return {
              run: () => {
                const ix = getIndex(indexName, false);
                if (!ix) throw new HttpError(404, 'Index does not exist');
                return ix.searchForFacetValues(String(facet ?? ''), access.query(params as Record<string, unknown>) as EngineQuery, callerOf(access));
              },
              skipped: skippedFacetHits,
              enough: () => false,
            };
          }
          return {
            run: () => search(indexName, params, access),
            skipped: () => skippedHits(indexName, params),
            enough: (answer) => {
              const { nbHits, hitsPerPage } = answer as { nbHits?: unknown; hitsPerPage?: unknown };
              return typeof nbHits === 'number' && typeof hitsPerPage === 'number' && nbHits >= hitsPerPage;
            },
          };
        });
        return { results: runQueries(planned, strategy) };
      }
      if (method === 'POST' && rest[0] === 'batch') return applyBatch(null, body.requests, access);
      if (method === 'POST' && rest[0] === 'objects') {
        access.need('search');
        const requests = Array.isArray(body.requests) ? body.requests : [];
        return {
          results: requests.map((r: { indexName?: string; objectID?: string; attributesToRetrieve?: string[] }) => {
            if (!r.indexName || !r.objectID) return null;
            access.index(r.indexName);
            const ix = getIndex(r.indexName, false);
            return readable(access, ix, String(r.objectID), r.attributesToRetrieve) ?? null;
          }),
        };
      }
      if (method === 'POST' && rest[0] === 'recommendations') {
        access.need('search');
        // What the twin cannot follow it refuses: Recommend under a key's forced filters.
        if (access.restrictions.length) throw new HttpError(400, 'Recommendations with a filtered API key are not supported by the embedded twin');
        const requests = readRequests(body.requests);
        return {
          results: requests.map((raw) => {
            const r = raw as {
              indexName?: string;
              objectID?: string;
              model?: string;
              maxRecommendations?: number;
              queryParameters?: { facetFilters?: unknown };
            };
            if (typeof r.indexName === 'string') access.index(r.indexName);
            const ix = typeof r.indexName === 'string' ? getIndex(r.indexName, false) : undefined;
            if (!ix) throw new HttpError(404, 'Index does not exist');
            const max = Math.min(30, Math.max(1, Number(r.maxRecommendations ?? 10) || 10));
            const hits = r.objectID ? ix.similar(String(r.objectID), max, r.queryParameters) : [];
            return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: max, processingTimeMS: 0, query: '', params: '', exhaustiveNbHits: true };
          }),
        };
      }
      throw new HttpError(404, 'Path not found');
    }
    access.index(name);
    const ix = getIndex(name, false);
    const op = rest[0];
    if (op === 'synonyms' || op === 'rules') {
      const context: ScopedRouteContext = { method, rest: rest.slice(1), body, list, query, access, existing: ix, create: () => getIndex(name, true)!, task };
      return op === 'synonyms' ? synonymRoute(context) : ruleRoute(context);
    }
    if (op === undefined) {
      if (method === 'DELETE') {
        access.need('deleteIndex');
        indexes.delete(name);
        return { ...task(), deletedAt: new Date().toISOString() };
      }
      if (method === 'POST') {
        access.need('addObject');
        const target = getIndex(name, true)!;
        const id = typeof body.objectID === 'string' ? body.objectID : `${Date.now()}-${taskSeq}`;
        target.save([{ ...body, objectID: id } as EngineRecord]);
        return { ...task(), objectID: id, createdAt: new Date().toISOString() };
      }
      throw new HttpError(404, 'Path not found');
    }
    switch (op) {
      case 'query':
        if (method !== 'POST') break;
        return search(name, withParams(body), access);
      case 'browse': {
        if (method !== 'POST' && method !== 'GET') break;
        access.need('browse');
        access.index(name);
        if (!ix) throw new HttpError(404, 'Index does not exist');
        const input = method === 'GET' ? { cursor: query.get('cursor') ?? undefined } : withParams(body);
        const { params, offset } = readCursor(input);
        // The key's own filters apply to every page; the cursor keeps the caller's parameters only.
        const { result, next } = ix.browse(access.query(params as Record<string, unknown>) as EngineQuery, offset, callerOf(access));
        return next === null ? result : { ...result, cursor: makeCursor(params, next) };
      }
      case 'facets': {
        if (method !== 'POST' || rest[2] !== 'query' || rest.length !== 3) break;
        access.need('search');
        access.index(name);
        if (!ix) throw new HttpError(404, 'Index does not exist');
        return ix.searchForFacetValues(
          rest[1]!,
          access.query(withParams(body) as Record<string, unknown>) as EngineQuery & { facetQuery?: string; maxFacetHits?: number },
          callerOf(access),
        );
      }
      case 'batch':
        if (method !== 'POST') break;
        return applyBatch(name, body.requests, access);
      case 'clear':
        if (method !== 'POST') break;
        access.need('deleteIndex');
        ix?.clear();
        return task();
      case 'deleteByQuery':
        if (method !== 'POST') break;
        access.need('deleteIndex');
        ix?.removeWhere(withParams(body) as { filters?: string; facetFilters?: unknown });
        return task();
      case 'settings':
        if (method === 'GET') {
          access.need('settings');
          if (!ix) throw new HttpError(404, 'Index does not exist');
          return ix.settings;
        }
        if (method === 'PUT') {
          access.need('editSettings');
          getIndex(name, true)!.setSettings(body as EngineSettings);
          return task();
        }
        break;
      case 'operation': {
        if (method !== 'POST') break;
        access.need('addObject');
        if (!ix) throw new HttpError(404, 'Index does not exist');
        const destination = String(body.destination ?? '');
        access.index(destination);
        getIndex(destination, false);
        const scope = Array.isArray(body.scope) ? (body.scope as string[]) : null;
        if (scope) {
          // Scoped copy (settings, rules, synonyms): the destination keeps its records.
          const target = getIndex(destination, true)!;
          if (scope.includes('settings')) target.setSettings(ix.settings);
          if (scope.includes('synonyms')) target.synonyms.save(ix.synonyms.all(), true);
          if (scope.includes('rules')) target.rules.save(ix.rules.all(), true);
        } else {
          const copy = new EngineIndex(destination, ix.settings);
          copy.save(ix.all());
          copy.synonyms.save(ix.synonyms.all());
          copy.rules.save(ix.rules.all());
          indexes.set(destination, copy);
        }
        if (body.operation === 'move') indexes.delete(name);
        return task();
      }
      case 'task':
        if (method !== 'GET') break;
        access.need('addObject');
        return { status: 'published', pendingTask: false };
      default: {
        const objectID = decodeURIComponent(op);
        if (rest[1] === 'partial' && method === 'POST') {
          access.need('addObject');
          getIndex(name, true)!.partialUpdate(objectID, body, query.get('createIfNotExists') !== 'false');
          return { ...task(), objectID };
        }
        if (rest.length !== 1) break;
        if (method === 'GET') {
          access.need('search');
          const list = query.get('attributesToRetrieve');
          const record = readable(access, ix, objectID, list ? list.split(',').map((a) => a.trim()) : undefined);
          if (!record) throw new HttpError(404, 'ObjectID does not exist');
          return record;
        }
        if (method === 'PUT') {
          access.need('addObject');
          getIndex(name, true)!.save([{ ...body, objectID } as EngineRecord]);
          return { ...task(), objectID };
        }
        if (method === 'DELETE') {
          access.need('deleteObject');
          ix?.remove([objectID]);
          return { ...task(), deletedAt: new Date().toISOString() };
        }
      }
    }
    throw new HttpError(404, 'Path not found');
  };

  const server = http.createServer((req, res) => {
    requestCount++;
    const send = (status: number, payload: unknown) => {
      const text = JSON.stringify(payload);
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'Access-Control-Allow-Origin': '*',
      });
      res.end(text);
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : (url.searchParams.get(name) ?? undefined);
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE' });
      return res.end();
    }
    const appId = header('x-algolia-application-id');
    let access: KeyAccess | null;
    try {
      const referer = typeof req.headers.referer === 'string' ? req.headers.referer : undefined;
      access = appId === opts.appId ? keys.authenticate(header('x-algolia-api-key'), { ip: req.socket.remoteAddress, referer }) : null;
    } catch (error) {
      req.resume();
      if (error instanceof KeyError) return send(error.status, { message: error.message, status: error.status });
      throw error;
    }
    if (!access) {
      req.resume();
      return send(403, { message: INVALID_KEY, status: 403 });
    }
    const granted = access;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBody) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => {
      if (tooLarge) return send(413, { message: 'Request body too large', status: 413 });
      let body: Record<string, unknown> = {};
      let list: unknown[] | null = null;
      const raw = Buffer.concat(chunks).toString('utf8');
      if (raw.trim()) {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
          if (Array.isArray(parsed)) list = parsed;
          else body = parsed as Record<string, unknown>;
        } catch {
          return send(400, { message: 'Invalid JSON body', status: 400 });
        }
      }
      let parts: string[];
      try {
        parts = url.pathname
          .split('/')
          .filter(Boolean)
          .map((p) => decodeURIComponent(p));
      } catch {
        return send(400, { message: 'Malformed path', status: 400 });
      }
      routes(req.method ?? 'GET', parts, body, list, granted, url.searchParams)
        .then((payload) => send(200, payload))
        .catch((error: unknown) => {
          if (error instanceof HttpError || error instanceof KeyError || error instanceof RouteError || error instanceof MultiQueryError)
            return send(error.status, { message: error.message, status: error.status });
          if (error instanceof EngineInputError) return send(400, { message: error.message, status: 400 });
          logger.error('search twin request failed', error);
          send(500, { message: 'Internal error', status: 500 });
        });
    });
  });
  // Longer than any client idle time: a socket closed by the server just as a client reuses it is an ECONNRESET.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    indexes,
    keys,
    requests: () => requestCount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A body's parameters with its legacy `params` string decoded over them. */
function withParams(body: Record<string, unknown>): EngineQuery {
  const { params, ...rest } = body;
  return { ...rest, ...(typeof params === 'string' ? decodeParams(params) : {}) } as EngineQuery;
}

/** Browse cursors: the first call's parameters and the next page's offset, base64url JSON (opaque to clients). */
function makeCursor(params: EngineQuery, offset: number): string {
  const { cursor: _c, ...rest } = params;
  return Buffer.from(JSON.stringify({ p: rest, o: offset })).toString('base64url');
}

function readCursor(input: EngineQuery): { params: EngineQuery; offset: number } {
  if (typeof input.cursor !== 'string' || !input.cursor) {
    const { cursor: _c, ...params } = input;
    return { params, offset: 0 };
  }
  try {
    const raw = JSON.parse(Buffer.from(input.cursor, 'base64url').toString('utf8')) as { p?: EngineQuery; o?: number };
    if (!raw || typeof raw.o !== 'number' || !Number.isInteger(raw.o) || raw.o < 0 || typeof raw.p !== 'object') throw new Error('bad');
    return { params: raw.p, offset: raw.o };
  } catch {
    throw new HttpError(400, 'Invalid cursor');
  }
}

/** Algolia's legacy `params` string of a search request as engine parameters. */
function decodeParams(params: string): EngineQuery {
  return decodeQueryString(params) as EngineQuery;
}
