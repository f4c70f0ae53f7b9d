import { z } from 'zod';
import { blokBaseSchema, optionalText } from '../../core/schema/common';

/**
 * One route rule (docs/requirements/urls.md#route-rules, decision 0760): `pattern` (exact or `/*`), `redirect?` (path or URL), `status`
 * ('301'/'302'), `noindex`, `noprefetch`. Read on the server only.
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

/** The `{market}/settings/route-rules` story. */
export const routeRulesSchema = blokBaseSchema.extend({
  component: z.literal('route_rules'),
  rules: z.array(z.unknown()).optional().default([]),
});

export type RouteRuleBlok = z.output<typeof routeRuleSchema>;
