import { EngineInputError } from './errors';

/** Record operations of Algolia's API (decision 0901): partial updates and the attributes returned. */

/** Thrown for a partial update Algolia refuses (unknown `_operation`, wrong value type). */
export class OperationError extends EngineInputError {}

/** Result of {@link applyPartial}: the new record, or null when the update is ignored. */
export type PartialResult = Record<string, unknown> | null;

function isOperation(v: unknown): v is { _operation: string; value?: unknown } {
  return !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { _operation?: unknown })._operation === 'string';
}

function num(v: unknown, op: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new OperationError(`${op} needs a numeric value`);
  return v;
}

/**
 * Applies a partial update to `current` (undefined: no such record) with Algolia's built-in
 * operations (Increment, Decrement, Add, Remove, AddUnique, IncrementFrom, IncrementSet); an
 * IncrementFrom or IncrementSet that does not apply ignores the whole update (null). Throws
 * OperationError for an unknown operation.
 */
export function applyPartial(current: Record<string, unknown> | undefined, patch: Record<string, unknown>): PartialResult {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, change] of Object.entries(patch)) {
    if (key === 'objectID') continue;
    if (!isOperation(change)) {
      out[key] = change;
      continue;
    }
    const cur = out[key];
    const value = change.value;
    const list = () => (Array.isArray(cur) ? [...(cur as unknown[])] : cur === undefined || cur === null ? [] : [cur]);
    switch (change._operation) {
      case 'Increment':
        out[key] = (typeof cur === 'number' ? cur : 0) + num(value ?? 1, 'Increment');
        break;
      case 'Decrement':
        out[key] = (typeof cur === 'number' ? cur : 0) - num(value ?? 1, 'Decrement');
        break;
      case 'Add':
        out[key] = [...list(), value];
        break;
      case 'Remove':
        out[key] = list().filter((x) => x !== value);
        break;
      case 'AddUnique': {
        const l = list();
        out[key] = l.includes(value) ? l : [...l, value];
        break;
      }
      case 'IncrementFrom': {
        const v = num(value, 'IncrementFrom');
        if (current === undefined ? v !== 0 : cur !== v && !(cur === undefined && v === 0)) return null;
        out[key] = v + 1;
        break;
      }
      case 'IncrementSet': {
        const v = num(value, 'IncrementSet');
        if (current === undefined ? v <= 0 : v <= (typeof cur === 'number' ? cur : 0)) return null;
        out[key] = v;
        break;
      }
      default:
        throw new OperationError(`Unknown operation "${change._operation.slice(0, 40)}"`);
    }
  }
  return out;
}

/** The attributes of `record` to return (attributesToRetrieve), never the `unretrievable` ones; objectID always. */
export function retrieve(record: Record<string, unknown>, list: readonly string[] | undefined, unretrievable: readonly string[]): Record<string, unknown> {
  const all = !list || list.includes('*');
  const out: Record<string, unknown> = {};
  if (all) {
    const minus = new Set((list ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    for (const [k, v] of Object.entries(record)) if (!minus.has(k)) out[k] = v;
  } else {
    for (const path of list) {
      if (path in record) out[path] = record[path];
      else if (path.includes('.')) pickPath(record, path.split('.'), out);
    }
  }
  for (const u of unretrievable) {
    if (u.includes('.')) dropPath(out, u.split('.'));
    else delete out[u];
  }
  out.objectID = record.objectID;
  return out;
}

function pickPath(source: Record<string, unknown>, keys: string[], target: Record<string, unknown>): void {
  const [head, ...rest] = keys as [string, ...string[]];
  if (!(head in source)) return;
  const v = source[head];
  if (rest.length === 0) {
    target[head] = v;
    return;
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const sub = (target[head] && typeof target[head] === 'object' ? target[head] : {}) as Record<string, unknown>;
    pickPath(v as Record<string, unknown>, rest, sub);
    if (Object.keys(sub).length) target[head] = sub;
  }
}

function dropPath(target: Record<string, unknown>, keys: string[]): void {
  const [head, ...rest] = keys as [string, ...string[]];
  if (!(head in target)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const v = target[head];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const copy = { ...(v as Record<string, unknown>) };
    dropPath(copy, rest);
    target[head] = copy;
  }
}
