/**
 * Editors' route rules of each market (docs/requirements/urls.md#route-rules "route-rules lookup", decision 0760): one
 * configuration story `{market}/settings/route-rules` of content type `route_rules`, a list of
 * `route_rule` bloks. Realistic rules: renamed product slugs, a retired category, a campaign short
 * link to another host, a page kept out of search engines and prefetching.
 */
import { blok, folder, story } from './lib';

interface RuleSpec {
  pattern: string;
  redirect?: string;
  status?: '301' | '302';
  noindex?: boolean;
  noprefetch?: boolean;
}

const rule = (market: string, spec: RuleSpec) =>
  blok('route_rule', `route-rule:${market}:${spec.pattern}`, {
    pattern: spec.pattern,
    redirect: spec.redirect ?? '',
    status: spec.status ?? '301',
    noindex: spec.noindex ?? false,
    noprefetch: spec.noprefetch ?? false,
  });

/** Rules per market folder; patterns and targets are paths after the locale prefix. */
export const ROUTE_RULES: Record<string, RuleSpec[]> = {
  global: [
    { pattern: '/products/silca-futura', redirect: '/products/silca-futura-pro' },
    { pattern: '/prodotti/silca-futura', redirect: '/prodotti/silca-futura-pro' },
    { pattern: '/category/transponder-keys/*', redirect: '/category/transponders' },
    { pattern: '/smart-pro-mini', redirect: 'https://campaign.silca.example/smart-pro-mini', status: '302' },
    { pattern: '/terms-of-sale', noindex: true, noprefetch: true },
  ],
  italy: [
    { pattern: '/prodotti/silca-futura', redirect: '/prodotti/silca-futura-pro' },
    { pattern: '/smart-pro-mini', redirect: 'https://campaign.silca.example/smart-pro-mini', status: '302' },
  ],
  spain: [{ pattern: '/productos/silca-futura', redirect: '/productos/silca-futura-pro' }],
  france: [{ pattern: '/produits/silca-futura', redirect: '/produits/silca-futura-pro' }],
  germany: [{ pattern: '/produkte/silca-futura', redirect: '/produkte/silca-futura-pro' }],
};

/** Registers the route-rules story of every market. */
export function buildRouteRules(): void {
  for (const [market, specs] of Object.entries(ROUTE_RULES)) {
    folder(`${market}/settings`, { en: 'Settings' });
    story({
      fullSlug: `${market}/settings/route-rules`,
      name: { en: 'Route rules' },
      content: { component: 'route_rules', rules: specs.map((spec) => rule(market, spec)) },
    });
  }
}
