import { z } from 'zod';
import { blokBaseSchema, optionalText } from '../../core/schema/common';

/**
 * One editor-managed route rule (docs/requirements/urls.md#route-rules "route-rules lookup by path", decision 0760):
 * `pattern` (a path after the locale prefix, exact or ending in `/*`), optional `redirect` (a path
 * in the app or an absolute URL), `status` ('301' or '302', Storyblok option values), and the
 * per-route switches `noindex` and `noprefetch`. Not rendered: the site reads it on the server.
 */
export const routeRuleSchema = blokBaseSchema.extend({
  component: z.literal('route_rule'),
  pattern: z.string().min(1),
  redirect: optionalText,
  status: z
    .union([z.literal('301'), z.literal('302'), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '302' ? 302 : 301)),
  noindex: z.boolean().optional().default(false),
  noprefetch: z.boolean().optional().default(false),
});

/** `route_rules` content type: the configuration story `{market}/settings/route-rules`. */
export const routeRulesSchema = blokBaseSchema.extend({
  component: z.literal('route_rules'),
  rules: z.array(z.unknown()).optional().default([]),
});

export type RouteRuleBlok = z.output<typeof routeRuleSchema>;
