import { localePrefix } from './paths';
import { type Market } from './markets';

/**
 * One route rule (docs/requirements/urls.md#route-rules, decision 0760): `pattern` after the locale prefix, exact or ending `/*`;
 * `redirect` a path (keeps the locale prefix; a trailing `/*` takes the matched rest) or an `https://` URL; `status` 301 (default) or 302;
 * `noindex`, `noprefetch`.
 */
export interface RouteRule {
  pattern: string;
  redirect?: string;
  status?: 301 | 302;
  noindex?: boolean;
  noprefetch?: boolean;
}

/** What the rules say about one request path. */
export interface RouteRuleDecision {
  /** The redirect to send before anything renders, or null. */
  redirect: { location: string; status: 301 | 302; external: boolean } | null;
  /** A redirect the rules would loop on (or chain more than once): refused, to be logged. */
  refused: string | null;
  noindex: boolean;
  noprefetch: boolean;
}

const PATTERN = /^\/(?:[^/*\s?#]+(?:\/[^/*\s?#]+)*)?(?:\/\*)?$/;

/** A problem with one rule (content:validate, and start-up warnings). */
export interface RouteRuleProblem {
  pattern: string;
  message: string;
}

function isAbsolute(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** Longest locale prefix of the market the path starts with: `{ prefix: '/it/global', rest: '/prodotti/x' }`. */
export function splitLocalePrefix(pathname: string, market: Market): { prefix: string; rest: string } {
  let best = { prefix: '', rest: pathname };
  for (const locale of market.locales) {
    const parts = localePrefix(locale, market);
    if (parts.length === 0) continue;
    const prefix = '/' + parts.join('/');
    if ((pathname === prefix || pathname.startsWith(prefix + '/')) && prefix.length > best.prefix.length) {
      best = { prefix, rest: pathname.slice(prefix.length) || '/' };
    }
  }
  return best;
}

/** The rule that matches `rest` (the path after the locale prefix): exact first, then the longest prefix. */
export function matchRouteRule(rules: readonly RouteRule[], rest: string): { rule: RouteRule; tail: string } | null {
  const exact = rules.find((r) => r.pattern === rest);
  if (exact) return { rule: exact, tail: '' };
  let best: { rule: RouteRule; tail: string } | null = null;
  for (const rule of rules) {
    if (!rule.pattern.endsWith('/*')) continue;
    const base = rule.pattern.slice(0, -2);
    if (rest === base || rest.startsWith(base + '/') || base === '') {
      if (!best || base.length > best.rule.pattern.length - 2) best = { rule, tail: rest.slice(base.length) };
    }
  }
  return best;
}

function targetOf(rule: RouteRule, tail: string): string {
  const target = rule.redirect!;
  return target.endsWith('/*') ? target.slice(0, -2) + tail : target;
}

/** The redirect target (after the locale prefix) the rules give `rest`, following a chain once. */
function resolveRedirect(rules: readonly RouteRule[], rest: string): { target: string; status: 301 | 302 } | { refused: string } | null {
  const first = matchRouteRule(rules, rest);
  if (!first?.rule.redirect) return null;
  const status = first.rule.status ?? 301;
  const target = targetOf(first.rule, first.tail);
  if (isAbsolute(target)) return { target, status };
  if (target === rest) return { refused: `${rest} -> ${target}` };
  const second = matchRouteRule(rules, target);
  if (!second?.rule.redirect) return { target, status };
  const next = targetOf(second.rule, second.tail);
  const third = isAbsolute(next) ? null : matchRouteRule(rules, next);
  if (next === rest || next === target || third?.rule.redirect) return { refused: `${rest} -> ${target} -> ${next}` };
  return { target: next, status };
}

/**
 * Applies a market's rules to a path: the redirect (locale prefix kept in-app) and the switches. A chain is followed once; longer chains
 * and loops are `refused`, with no redirect. Pure; never throws.
 */
export function applyRouteRules(rules: readonly RouteRule[], pathname: string, market: Market): RouteRuleDecision {
  const { prefix, rest } = splitLocalePrefix(pathname, market);
  const match = matchRouteRule(rules, rest);
  const decision: RouteRuleDecision = {
    redirect: null,
    refused: null,
    noindex: Boolean(match?.rule.noindex),
    noprefetch: Boolean(match?.rule.noprefetch),
  };
  const resolved = resolveRedirect(rules, rest);
  if (!resolved) return decision;
  if ('refused' in resolved) return { ...decision, refused: resolved.refused };
  const external = isAbsolute(resolved.target);
  const location = external ? resolved.target : resolved.target === '/' && prefix ? prefix : prefix + resolved.target;
  return { ...decision, redirect: { location, status: resolved.status, external } };
}

/**
 * Problems of a market's rules before publishing (malformed, duplicates, loops, chains, in-app targets `exists` denies); empty when none.
 */
export function validateRouteRules(rules: readonly RouteRule[], exists: (rest: string) => boolean): RouteRuleProblem[] {
  const problems: RouteRuleProblem[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const add = (message: string) => problems.push({ pattern: rule.pattern, message });
    if (!PATTERN.test(rule.pattern)) add('malformed pattern: a path after the locale prefix, `/*` only at its end');
    if (seen.has(rule.pattern)) add('duplicate pattern');
    seen.add(rule.pattern);
    if (rule.status !== undefined && rule.status !== 301 && rule.status !== 302) add(`status must be 301 or 302, not ${String(rule.status)}`);
    if (!rule.redirect) continue;
    if (isAbsolute(rule.redirect)) {
      try {
        new URL(rule.redirect);
      } catch {
        add(`malformed redirect URL ${rule.redirect}`);
      }
      continue;
    }
    if (!PATTERN.test(rule.redirect)) {
      add(`malformed redirect ${rule.redirect}: a path after the locale prefix or an absolute URL`);
      continue;
    }
    const probe = rule.pattern.endsWith('/*') ? rule.pattern.slice(0, -2) + '/x' : rule.pattern;
    const resolved = resolveRedirect(rules, probe);
    if (resolved && 'refused' in resolved) add(`redirect loop or chain of more than one step: ${resolved.refused}`);
    else if (!rule.redirect.endsWith('/*') && !exists(rule.redirect) && !matchRouteRule(rules, rule.redirect)?.rule.redirect) {
      add(`redirect to ${rule.redirect}, which is no page`);
    }
  }
  return problems;
}
