/** Attribute paths and settings syntax of Algolia (decision 0901): `brand.name`, and through arrays every element's value. */

/** The value at a dotted path: a plain attribute, a nested one, or a list through arrays. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (path in record) return record[path];
  if (!path.includes('.')) return undefined;
  let values: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const v of values) {
      if (Array.isArray(v)) {
        for (const el of v) if (el && typeof el === 'object' && key in (el as object)) next.push((el as Record<string, unknown>)[key]);
      } else if (v && typeof v === 'object' && key in (v as object)) next.push((v as Record<string, unknown>)[key]);
    }
    if (next.length === 0) return undefined;
    values = next;
  }
  return values.length === 1 ? values[0] : values.flat();
}

/** Scalar values of a path (arrays flattened, objects' values), as Algolia facets them. */
export function scalarsAt(record: Record<string, unknown>, path: string): Array<string | number | boolean> {
  const v = path in record ? record[path] : valueAt(record, path);
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return [v];
  const out: Array<string | number | boolean> = [];
  if (Array.isArray(v)) collect(v, out, 0);
  return out;
}

function collect(list: unknown[], out: Array<string | number | boolean>, depth: number): void {
  for (const x of list) {
    if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') out.push(x);
    else if (Array.isArray(x) && depth < 8) collect(x, out, depth + 1);
  }
}

/** Searchable text of a value: strings and numbers, arrays and objects walked in order. */
export function textOf(value: unknown, depth = 0): string {
  if (value === undefined || value === null || depth > 8) return '';
  if (Array.isArray(value)) return value.map((v) => textOf(v, depth + 1)).join(' ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map((v) => textOf(v, depth + 1))
      .join(' ');
  return String(value);
}

/** One entry of `searchableAttributes`: its attributes (a group shares a rank) and whether ordered. */
export interface SearchableGroup {
  attributes: string[];
  /** `unordered(x)`: a match's position inside the attribute does not count (Attribute criterion). */
  ordered: boolean;
}

/** Parses `searchableAttributes`: `title`, `title,alt` (one rank), `unordered(body)`. */
export function searchableGroups(list: readonly string[] | undefined): SearchableGroup[] {
  return (list ?? []).map((entry) => {
    const parts = entry.split(',').map((s) => s.trim());
    let ordered = true;
    const attributes = parts
      .map((p) => {
        const m = /^(unordered|ordered)\((.*)\)$/.exec(p);
        if (m?.[1] === 'unordered') ordered = false;
        return (m ? m[2]! : p).trim();
      })
      .filter(Boolean);
    return { attributes, ordered };
  });
}

/** One entry of `attributesForFaceting`, parsed. */
export interface FacetSpec {
  name: string;
  /** `searchable(x)`: search for facet values allowed. */
  searchable: boolean;
  /** `filterOnly(x)`: filterable, never counted. */
  filterOnly: boolean;
}

/** Parses `attributesForFaceting`: `type`, `searchable(brand)`, `filterOnly(sid)`, `afterDistinct(x)`. */
export function facetSpecs(list: readonly string[] | undefined): FacetSpec[] {
  return (list ?? []).map((entry) => {
    let name = entry.trim();
    let searchable = false;
    let filterOnly = false;
    for (let i = 0; i < 2; i++) {
      const m = /^(searchable|filterOnly|afterDistinct)\((.*)\)$/.exec(name);
      if (!m) break;
      if (m[1] === 'searchable') searchable = true;
      if (m[1] === 'filterOnly') filterOnly = true;
      name = m[2]!.trim();
    }
    return { name, searchable, filterOnly };
  });
}
