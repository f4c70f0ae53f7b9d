import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The on-disk format of the embedded space (docs/decisions/0400-embedded-storyblok.md): stories in
 * the Management API's export shape; the server computes the CDN shapes, as Storyblok does.
 */

export const storySlugSchema = z.object({
  lang: z.string().min(2).max(10),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and hyphens'),
  name: z.string().nullable().optional(),
});

/** A `translated_slugs` entry as the CDN API answers it (full path in that language). */
const cdnSlugSchema = z.object({
  lang: z.string().min(2).max(10),
  path: z.string().min(1),
  name: z.string().nullable().optional(),
  published: z.boolean().nullable().optional(),
});

/**
 * `translated_slugs` in the export's or the CDN's shape, or `null` without the Translatable Slugs
 * app (docs/requirements/content.md#real-api-shapes); normalised to segments.
 */
const translatedSlugsSchema = z
  .array(z.union([storySlugSchema, cdnSlugSchema]))
  .nullable()
  .default([])
  .transform((list) =>
    list === null
      ? null
      : list.map((t) => ('slug' in t ? t : { lang: t.lang, slug: t.path.replace(/\/+$/, '').split('/').pop() ?? t.path, name: t.name ?? null })),
  );

/** A CDN `alternates` entry (folder-level translation), kept as the file has it. */
const alternateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  published: z.boolean().nullable().optional(),
  full_slug: z.string(),
  is_folder: z.boolean().optional(),
  parent_id: z.number().int().nullable().optional(),
});

/** One story file in the export's shape or exactly as the CDN answers it (docs/requirements/content.md#real-api-shapes). */
export const storyFileSchema = z.object({
  story: z.object({
    id: z.number().int().positive(),
    uuid: z.uuid(),
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9][a-zA-Z0-9_.-]*$/),
    full_slug: z.string().min(1),
    is_folder: z.boolean().default(false),
    is_startpage: z.boolean().default(false),
    parent_id: z.number().int().nullable().optional(),
    published: z.boolean().default(true),
    position: z.number().int().default(0),
    tag_list: z.array(z.string()).default([]),
    created_at: z.string(),
    published_at: z.string().nullable().default(null),
    first_published_at: z.string().nullable().default(null),
    updated_at: z.string().optional(),
    sort_by_date: z.string().nullable().default(null),
    group_id: z.string().optional(),
    path: z.string().nullable().optional(),
    meta_data: z.unknown().optional(),
    content: z.record(z.string(), z.unknown()).optional(),
    translated_slugs: translatedSlugsSchema,
    alternates: z.array(alternateSchema).default([]),
  }),
});

/** A story as stored on disk. */
export type StoryFile = z.infer<typeof storyFileSchema>['story'];

/** `space.json`: id, name, domain, cache version and the space's language codes. */
export const spaceFileSchema = z.object({
  space: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    domain: z.string(),
    version: z.number().int().positive(),
    language_codes: z.array(z.string()),
    default_lang_name: z.string().default('English'),
    /** False without the Translatable Slugs app (docs/requirements/content.md#real-api-shapes). */
    translatable_slugs: z.boolean().default(true),
  }),
});
/** The space settings. */
export type SpaceFile = z.infer<typeof spaceFileSchema>['space'];

/** `datasources/{slug}.json`: the datasource, its dimensions and entries (with per-dimension values). */
export const datasourceFileSchema = z.object({
  datasource: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    dimensions: z.array(z.object({ name: z.string(), entry_value: z.string() })).default([]),
  }),
  datasource_entries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      value: z.string(),
      dimension_values: z.record(z.string(), z.string()).default({}),
    }),
  ),
});
/** A datasource as stored on disk. */
export type DatasourceFile = z.infer<typeof datasourceFileSchema>;

/** A problem found while loading the space; loading goes on without the bad file. */
export interface LoadProblem {
  file: string;
  message: string;
}

function listJson(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listJson(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

function readJson<T>(file: string, schema: z.ZodType<T>, problems: LoadProblem[]): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    problems.push({ file, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  } catch (error) {
    problems.push({ file, message: (error as Error).message });
  }
  return null;
}

/** Everything of the embedded space read from disk (no CDN shaping yet). */
export interface SpaceFiles {
  space: SpaceFile;
  published: StoryFile[];
  drafts: StoryFile[];
  datasources: DatasourceFile[];
  problems: LoadProblem[];
}

/**
 * Reads the space from `dir` (stories, drafts, datasources). Throws when space.json is missing or
 * invalid; a bad story file is reported in `problems` and skipped.
 */
export function readSpaceFiles(dir: string): SpaceFiles {
  const problems: LoadProblem[] = [];
  const space = readJson(path.join(dir, 'space.json'), spaceFileSchema, problems);
  if (!space) throw new Error(`Embedded space not readable at ${dir}: ${problems.map((p) => p.message).join('; ')}`);
  const stories = (sub: string) =>
    listJson(path.join(dir, sub))
      .map((f) => readJson(f, storyFileSchema, problems)?.story)
      .filter((s): s is StoryFile => !!s);
  const datasources = listJson(path.join(dir, 'datasources'))
    .map((f) => readJson(f, datasourceFileSchema, problems))
    .filter((d): d is DatasourceFile => !!d);
  return { space: space.space, published: stories('stories'), drafts: stories('drafts'), datasources, problems };
}
