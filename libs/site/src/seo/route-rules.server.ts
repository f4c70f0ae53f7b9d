import { routeRuleSchema, routeRulesSchema } from '@silca/blocks';
import type { ContentService, Story } from '@silca/content';
import { applyRouteRules, type Market, type RouteRule, type RouteRuleDecision } from '@silca/i18n';
import { log } from '../server/http/log';

/** Full slug of a market's route-rules story (decision 0760). */
export const routeRulesSlug = (market: Market) => `${market.website}/settings/route-rules`;

/** libs/content hands out the same story object until it changes. */
const parsedRules = new WeakMap<Story, RouteRule[]>();

function rulesOf(story: Story): RouteRule[] {
  const cached = parsedRules.get(story);
  if (cached) return cached;
  const rules: RouteRule[] = [];
  const parsed = routeRulesSchema.safeParse(story.content);
  for (const item of parsed.success ? parsed.data.rules : []) {
    const rule = routeRuleSchema.safeParse(item);
    if (!rule.success) {
      log.warn('route rules: invalid rule skipped', { full_slug: story.full_slug, rule: JSON.stringify(item).slice(0, 200) });
      continue;
    }
    const { pattern, redirect, status, noindex, noprefetch } = rule.data;
    rules.push({ pattern, ...(redirect ? { redirect, status } : {}), noindex, noprefetch });
  }
  parsedRules.set(story, rules);
  return rules;
}

/** A market's route rules, cached like stories; none on failure, invalid ones skipped (docs/requirements/urls.md#route-rules). */
export async function routeRulesFor(content: ContentService, market: Market): Promise<RouteRule[]> {
  try {
    const result = await content.getStory(routeRulesSlug(market), { language: market.defaultLocale, version: 'published' });
    return result ? rulesOf(result.story) : [];
  } catch (error) {
    log.warn('route rules unavailable', { full_slug: routeRulesSlug(market), cause: (error as Error).message });
    return [];
  }
}

/** The redirect and switches the rules give a path; loops and chains are logged, never served. */
export function routeRuleDecision(content: ContentService, market: Market, request: Request): Promise<RouteRuleDecision> {
  // The root and page loaders of one request ask alike: decide once.
  let decision = decisions.get(request);
  if (!decision) {
    const { pathname } = new URL(request.url);
    decision = routeRulesFor(content, market).then((rules) => {
      const result = applyRouteRules(rules, pathname, market);
      if (result.refused) log.error('route rules: redirect loop or long chain refused', { path: pathname, chain: result.refused });
      return result;
    });
    decisions.set(request, decision);
  }
  return decision;
}

const decisions = new WeakMap<Request, Promise<RouteRuleDecision>>();
