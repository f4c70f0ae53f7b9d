/**
 * Field shapes as the Content Delivery API v2 returns them (docs/content-model.md): loose objects, since Storyblok adds keys and sends
 * empty optional fields as `""` or `null`.
 */
import { z } from 'zod';

/**
 * Every blok: `{ _uid, component, _editable? }` plus its fields; nested bloks are checked to this base only, so one bad child never rejects
 * its parent.
 */
export const blokBaseSchema = z.looseObject({
  _uid: z.string(),
  component: z.string().min(1),
  _editable: z.string().optional(),
});

/** A blok as it travels between components: base fields plus unknown others. */
export type SbBlok = z.infer<typeof blokBaseSchema> & Record<string, unknown>;

/**
 * `roles` of a folder's start page (decision 0860): who may see its stories and files; missing inherits, none up to `global/extranet/`
 * means editors only.
 */
export const accessRolesField = z.array(z.string().min(1)).optional();

/** A Storyblok "Blocks" field; missing means empty. */
export const bloksFieldSchema = z.array(blokBaseSchema).default([]);

/** Asset field; an empty one has `filename: "" | null` (`hasAsset()` tells). */
export const assetSchema = z.looseObject({
  id: z.number().nullable().optional(),
  filename: z.string().nullable(),
  alt: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  focus: z.string().nullable().optional(),
  copyright: z.string().nullable().optional(),
  fieldtype: z.literal('asset').optional(),
});
export type SbAsset = z.infer<typeof assetSchema>;

export { hasAsset } from './assets';

export const LINK_TYPES = ['story', 'url', 'email', 'asset'] as const;

/** Multilink field; `story` only with `resolve_links=story|url|link`. */
export const multilinkSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).nullable().optional(),
  url: z.string().nullable().optional(),
  cached_url: z.string().nullable().optional(),
  linktype: z.enum(LINK_TYPES).optional(),
  fieldtype: z.literal('multilink').optional(),
  email: z.string().nullable().optional(),
  target: z.enum(['_self', '_blank']).nullable().optional(),
  anchor: z.string().nullable().optional(),
  story: z
    .looseObject({
      uuid: z.string().optional(),
      full_slug: z.string().optional(),
      url: z.string().optional(),
      name: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type SbMultilink = z.infer<typeof multilinkSchema>;

/** A rich-text node; the renderer checks children. */
export const richtextNodeSchema = z.looseObject({
  type: z.string(),
  attrs: z.record(z.string(), z.unknown()).nullable().optional(),
  content: z.array(z.unknown()).optional(),
  marks: z.array(z.unknown()).optional(),
  text: z.string().optional(),
});

/** `{ type: "doc", content }`; empty may be `""` or null. */
export const richtextSchema = z.union([
  z.looseObject({ type: z.literal('doc'), content: z.array(richtextNodeSchema).default([]) }),
  z.literal('').transform(() => undefined),
  z.null().transform(() => undefined),
]);
export type SbRichtext = { type: 'doc'; content: SbRichtextNode[] };
/** Loosely typed on purpose: editors can send anything. */
export interface SbRichtextNode {
  type: string;
  attrs?: Record<string, unknown> | null;
  content?: SbRichtextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> | null }[];
  text?: string;
}

/** The CTA button types of docs/requirements/pages.md#call-to-action. */
export const CTA_TYPES = ['primary', 'secondary', 'tertiary', 'ghostdark', 'ghostlight'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/** Optional single option: Storyblok's `""` becomes `undefined`, so defaults apply. */
export function optionalOption<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .union([z.enum(options), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value));
}

/** `""`, null or missing become `undefined`. */
export const optionalText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => (value == null || value.trim() === '' ? undefined : value));

/** Label, multilink and button type. */
export const ctaFields = {
  cta_label: optionalText,
  cta_link: multilinkSchema.nullable().optional(),
  cta_type: optionalOption(CTA_TYPES),
};

/** A Content Delivery API v2 story: what templates read is typed, the rest passes. */
export const storySchema = z.looseObject({
  id: z.number().optional(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  lang: z.string().optional(),
  content: blokBaseSchema,
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  default_full_slug: z.string().nullable().optional(),
  translated_slugs: z
    .array(z.looseObject({ path: z.string(), name: z.string().nullable().optional(), lang: z.string() }))
    .nullable()
    .optional(),
  tag_list: z.array(z.string()).optional(),
});
/** A story with `content` typed `C`, written out: the loose schema's index signature would swallow named keys under `Omit`. */
export interface SbStory<C = SbBlok> {
  id?: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  lang?: string;
  content: C;
  published_at?: string | null;
  first_published_at?: string | null;
  created_at?: string;
  updated_at?: string;
  default_full_slug?: string | null;
  translated_slugs?: { path: string; name?: string | null; lang: string }[] | null;
  tag_list?: string[];
  [key: string]: unknown;
}

/** A textarea string or a rich-text doc (see TextOrRichText). */
export const textOrRichtextSchema = z
  .union([z.string(), z.looseObject({ type: z.literal('doc'), content: z.array(richtextNodeSchema).default([]) }), z.null()])
  .optional();
