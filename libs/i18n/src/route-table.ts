import { type Locale } from './locales';
import { type SegmentKey } from './segments';

/** Layouts of SPEC.md section 2.4. */
export type LayoutId =
  | 'default'
  | 'empty'
  | 'extranet'
  | 'extranet-prefooter'
  | 'prefooter'
  | 'simple-landing'
  | 'custom-landing';

/**
 * One part of a route pattern:
 * - `$key`   a translated segment from SEGMENTS,
 * - `:name`  a dynamic parameter (one segment),
 * - `*name`  a catch-all parameter of one or more segments,
 * - anything else is a literal, the same in every locale.
 */
export type PatternPart = `$${SegmentKey}` | `:${string}` | `*${string}` | string;

/**
 * A route family: one logical route of SPEC.md sections 2.2 and 2.3 that exists once per
 * locale. `module` names the route module in libs/site/src/routes (without extension).
 */
export interface RouteFamily {
  id: string;
  pattern: readonly PatternPart[];
  module: string;
  layout: LayoutId;
  /** Needs a partner session (extranet, SPEC.md section 2.3). */
  auth: boolean;
  /** Locales in which the family does not exist (SPEC.md 2.2: automotive/residential for ro, ru). */
  excludedLocales?: readonly Locale[];
  /** Allowed values per parameter; anything else is a 404 (SPEC.md section 5, custom landing). */
  allowed?: Readonly<Record<string, readonly string[]>>;
  /** Not under the market prefix: custom landing lives at `/global/{customSlug}` too. */
  global?: 'also-unprefixed';
}

/**
 * The route table. Data, not code: URL building, parsing, Remix route definitions, sitemap and
 * hreflang all derive from it. Order does not matter; parsing ranks by specificity.
 */
export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  { id: 'home', pattern: [], module: 'home', layout: 'prefooter', auth: false },
  { id: 'products', pattern: ['$products'], module: 'story-page', layout: 'prefooter', auth: false },
  {
    id: 'products-slug',
    pattern: ['$products', ':slug'],
    module: 'story-page',
    layout: 'prefooter',
    auth: false,
  },
  { id: 'page-slug', pattern: [':slug'], module: 'story-page', layout: 'default', auth: false },
];

/** Looks a family up by id; throws for an unknown id (a programming error). */
export function getRouteFamily(id: string): RouteFamily {
  const family = ROUTE_FAMILIES.find((f) => f.id === id);
  if (!family) throw new Error(`Unknown route family "${id}"`);
  return family;
}
