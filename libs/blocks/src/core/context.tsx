/**
 * BlocksProvider: what the site hands to every block without prop drilling (docs/requirements/architecture.md#workspace-layout:
 * "data reaches them as props, links through a link component that the app provides by
 * context"). Links themselves come from `@silca/ui`'s LinkProvider; this context carries the
 * Storyblok-specific rest.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import type { SbStory } from './schema/common';

/**
 * The schemas a render parses with when the content was not parsed on the server (decision
 * 0964): by Storyblok component name, the bloks' (`blockSchemas`) and the content types'
 * (`templateSchemas`), both from `@silca/blocks/content`. Tests and Storybook pass them; the
 * site's browser never does (zod stays on the server).
 */
export interface ContentSchemas {
  blocks: Readonly<Record<string, z.ZodType>>;
  templates: Readonly<Record<string, z.ZodType>>;
}

/** Lookup of resolved relations by story uuid (the API's `rels`, indexed). */
export type RelsLookup = ReadonlyMap<string, SbStory>;

export interface BlocksContextValue {
  /** Storyblok visual-editor preview: unknown/invalid bloks show a labelled placeholder. */
  preview: boolean;
  /** Called with the component name when no block is registered for it (the site logs a warning). */
  onUnknownBlok: (component: string) => void;
  /** Called when a blok fails its schema: component name and a readable reason. */
  onInvalidBlok: (component: string, reason: string) => void;
  /** Resolved relations (`rels` of the API response) by uuid. */
  rels: RelsLookup;
  /** Stories fetched by the site for "automatic" bloks, by blok `_uid` (see `automaticQueries`). */
  collections: Readonly<Record<string, BlokCollection>>;
  /** Per-form state from the site (action URL, values, errors), by form key (custom_form). */
  forms: Readonly<Record<string, FormState>>;
  /** The current URL search string (`?page=2&sort=...`), for load-more links that keep filters. */
  search: string;
  /**
   * The story was parsed on the server (`normalizeStoryContent`, decision 0781): bloks and the
   * template render their fields as given, without parsing again (no zod in the browser).
   */
  validated: boolean;
  /** Schemas to parse with when not `validated` (see `ContentSchemas`); none: nothing to parse with. */
  schemas: ContentSchemas | null;
}

/** The stories an automatic blok shows, as fetched by the site. */
export interface BlokCollection {
  stories: readonly SbStory[];
  /** Total matching stories (the API's `total` header), for load-more. */
  total?: number;
  /** Events grids: the months (`YYYY-MM`) that have events, for the month and year pickers. */
  months?: readonly string[];
  /** Events grids: the picked month (`YYYY-MM`) or year the stories are filtered by. */
  filter?: { month?: string; year?: number };
}

/** What the site tells a custom_form: where to post and what to show again after a failed post. */
export interface FormState {
  /** The form's action URL; default: the current URL (the route's action). */
  action?: string;
  /** Submitted values to refill after a validation error, by field name. */
  values?: Readonly<Record<string, string | readonly string[]>>;
  /** Error messages by field name (already localised by the site). */
  errors?: Readonly<Record<string, string>>;
  /** A message for the whole form (e.g. "Sorry, not all fields are filled out correctly."). */
  formError?: string;
  /**
   * Conform's `submission.reply()` from the site's action (`@conform-to/react` SubmissionResult):
   * errors by field name and the values typed; takes precedence over `values`/`errors`.
   */
  lastResult?: FormSubmissionResult | null;
  /**
   * Browser-side validation with the site's schema (Conform `onValidate`): gets the form's
   * FormData, returns a Conform submission (`parseWithZod(formData, { schema })`). Without it the
   * form validates on the server only.
   */
  validate?: (formData: FormData) => unknown;
  /** Hidden inputs to post with the form (e.g. the signed render time), by name. */
  hidden?: Readonly<Record<string, string>>;
  /**
   * Called on a valid submit: null lets it go; a promise holds it until it resolves with hidden
   * values to post instead (by name), then the form submits again (the site's token swap,
   * decision 0935). The promise must settle (the site bounds it) and never reject.
   */
  beforeSubmit?: () => Promise<Readonly<Record<string, string>>> | null;
  /** Name of the honeypot input (visually hidden, left empty by people); none when absent. */
  honeypot?: string;
  /** The summary shown at the top when browser-side validation fails (docs/requirements/forms.md#validation-messages). */
  summary?: string;
  /** The privacy policy page, linked under the form when the form's own privacy text has no link. */
  privacyLink?: { href: string; label: string };
  /**
   * Longest value the site accepts, in characters, by field name: rendered as the input's
   * `maxlength`, the same limit as the site's schema (docs/requirements/forms.md#validation-messages).
   */
  maxLengths?: Readonly<Record<string, number>>;
}

/** The serialisable part of a Conform SubmissionResult the form needs. */
export interface FormSubmissionResult {
  status?: 'success' | 'error';
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
  [key: string]: unknown;
}

const noop = () => undefined;

const BlocksContext = createContext<BlocksContextValue>({
  preview: false,
  onUnknownBlok: noop,
  onInvalidBlok: noop,
  rels: new Map(),
  collections: {},
  forms: {},
  search: '',
  validated: false,
  schemas: null,
});

export interface BlocksProviderProps {
  /** true inside Storyblok's visual editor (draft preview). Default false. */
  preview?: boolean;
  /** Warning hook for unknown components (docs/requirements/pages.md#block-library-goals: "a warning in the server log"). */
  onUnknownBlok?: (component: string) => void;
  /** Warning hook for bloks whose fields do not match their schema. */
  onInvalidBlok?: (component: string, reason: string) => void;
  /**
   * Resolved relations: the `rels` array of a Content Delivery API response
   * (`resolve_relations=products_carousel.products,...`), or an already-built map by uuid.
   */
  rels?: readonly SbStory[] | RelsLookup;
  /** Stories for automatic bloks by `_uid` (the results of `automaticQueries`). */
  collections?: Readonly<Record<string, BlokCollection>>;
  /** Form state by form key (custom_form `form_key`). */
  forms?: Readonly<Record<string, FormState>>;
  /** Current `location.search`, kept by load-more links. */
  search?: string;
  /** The story's content was parsed on the server (see `BlocksContextValue.validated`). */
  validated?: boolean;
  /**
   * Schemas for content the server did not parse (tests, Storybook, the visual editor's live
   * edits): `{ blocks: blockSchemas, templates: templateSchemas }` of `@silca/blocks/content`.
   * A `<Blok>` or template rendered neither `validated` nor with schemas throws (decision 0964).
   */
  schemas?: ContentSchemas;
  children: ReactNode;
}

/**
 * Provides preview mode, warning callbacks and resolved relations to every `<Blok>` below.
 * Nested providers inherit what they do not override.
 */
export function BlocksProvider({ preview, onUnknownBlok, onInvalidBlok, rels, collections, forms, search, validated, schemas, children }: BlocksProviderProps) {
  const parent = useContext(BlocksContext);
  const value = useMemo<BlocksContextValue>(
    () => ({
      preview: preview ?? parent.preview,
      onUnknownBlok: onUnknownBlok ?? parent.onUnknownBlok,
      onInvalidBlok: onInvalidBlok ?? parent.onInvalidBlok,
      rels: rels ? toRelsLookup(rels) : parent.rels,
      collections: collections ?? parent.collections,
      forms: forms ?? parent.forms,
      search: search ?? parent.search,
      validated: validated ?? parent.validated,
      schemas: schemas ?? parent.schemas,
    }),
    [preview, onUnknownBlok, onInvalidBlok, rels, collections, forms, search, validated, schemas, parent],
  );
  return <BlocksContext.Provider value={value}>{children}</BlocksContext.Provider>;
}

/** The current blocks context (defaults: not preview, silent callbacks, no rels). */
export function useBlocksContext(): BlocksContextValue {
  return useContext(BlocksContext);
}

/**
 * The schema to parse a blok or story content with, when the content was not parsed on the
 * server: `kind` `blocks` or `templates`, by component name. Undefined for a name the schemas do
 * not list. Throws when the provider gave no schemas (decision 0964): rendering content nobody
 * parsed would hand components fields of the wrong shape without a word.
 */
export function schemaFor(context: BlocksContextValue, kind: keyof ContentSchemas, component: string): z.ZodType | undefined {
  if (!context.schemas) {
    throw new Error(
      `@silca/blocks: "${component}" rendered with content that was not parsed: pass <BlocksProvider validated> (parsed on the server) or <BlocksProvider schemas={{ blocks: blockSchemas, templates: templateSchemas }}> (from @silca/blocks/content)`,
    );
  }
  const table = context.schemas[kind];
  return Object.hasOwn(table, component) ? table[component] : undefined;
}

function toRelsLookup(rels: readonly SbStory[] | RelsLookup): RelsLookup {
  if (!Array.isArray(rels)) return rels as RelsLookup;
  const map = new Map<string, SbStory>();
  for (const story of rels as readonly SbStory[]) {
    if (story && typeof story.uuid === 'string') map.set(story.uuid, story);
  }
  return map;
}

/**
 * Resolves a relation field: each entry is either a story object (the API already resolved it
 * in place, as `resolve_relations` does) or a uuid looked up in `rels`. Unresolvable uuids are
 * dropped (an unpublished or deleted story must not break the block), in the given order.
 */
export function resolveRelations(field: readonly (string | SbStory)[] | undefined, rels: RelsLookup): SbStory[] {
  if (!field) return [];
  const out: SbStory[] = [];
  for (const entry of field) {
    if (typeof entry === 'string') {
      const story = rels.get(entry);
      if (story) out.push(story);
    } else if (entry && typeof entry === 'object' && typeof entry.uuid === 'string') {
      out.push(entry);
    }
  }
  return out;
}
