/**
 * The route-rules part of `npm run content:validate` (decision 0760): each market's
 * `{website}/settings/route-rules` story is checked as `validateRouteRules` of libs/i18n does
 * (malformed patterns, duplicates, loops and chains), with "is a page" answered from the space
 * itself: the canonical paths of the market's own and the shared `global` stories.
 */
import type { z } from 'zod';
import { canonicalPathFor } from '@silca/content';
import { EmbeddedSpace, type ValidationProblem } from '@silca/stand-in-storyblok';
import { MARKETS, splitLocalePrefix, validateRouteRules, type Market, type RouteRule } from '@silca/i18n';

/** Paths after the locale prefix of every page the market serves from the space (its own and `global` stories). */
function pagePaths(space: EmbeddedSpace, market: Market): Set<string> {
  const out = new Set<string>();
  for (const entry of space.index('published').all) {
    const root = entry.key.split('/')[0];
    if (entry.file.is_folder || (root !== market.website && root !== 'global')) continue;
    for (const locale of market.locales) {
      const page = canonicalPathFor(space.toCdn(entry, { lang: locale === 'en' ? null : locale }), locale, market);
      if (page) out.add(splitLocalePrefix(page, market).rest);
    }
  }
  return out;
}

/**
 * Problems of every market's route rules in the space at `contentDir` (errors). `schemas` are the
 * block library's schemas by component (`loadBlockSchemas`): `route_rules` and `route_rule`.
 */
export function validateSpaceRouteRules(contentDir: string, schemas: Readonly<Record<string, z.ZodType>>): ValidationProblem[] {
  const routeRulesSchema = schemas.route_rules as z.ZodType<{ rules: unknown[] }>;
  const routeRuleSchema = schemas.route_rule as z.ZodType<{ pattern: string; redirect?: string; status: 301 | 302 }>;
  if (!routeRulesSchema || !routeRuleSchema) throw new Error('content:validate: the route_rules and route_rule schemas are missing from libs/blocks');
  const space = new EmbeddedSpace(contentDir);
  const problems: ValidationProblem[] = [];
  for (const market of Object.values(MARKETS)) {
    const slug = `${market.website}/settings/route-rules`;
    const story = space.index('published').all.find((entry) => entry.key === slug)?.file;
    if (!story) continue;
    const add = (field: string, message: string) => problems.push({ level: 'error', story: slug, version: 'published', lang: 'default', field, message });
    const parsed = routeRulesSchema.safeParse(story.content);
    if (!parsed.success) {
      add('content', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      continue;
    }
    const rules: RouteRule[] = [];
    parsed.data.rules.forEach((item, i) => {
      const rule = routeRuleSchema.safeParse(item);
      if (!rule.success) add(`rules[${i}]`, rule.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      else rules.push({ pattern: rule.data.pattern, redirect: rule.data.redirect, status: rule.data.status });
    });
    const pages = pagePaths(space, market);
    for (const problem of validateRouteRules(rules, (rest) => pages.has(rest))) add(`rules ${problem.pattern}`, problem.message);
  }
  return problems;
}
