/** BlocksProvider: what the site hands every block besides links (docs/requirements/architecture.md#dependency-direction). */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import type { SbStory } from './schema/common';

/**
 * Schemas to parse unvalidated content with (decision 0964), by component name; tests and Storybook pass them, the site's browser never.
 */
export interface ContentSchemas {
  blocks: Readonly<Record<string, z.ZodType>>;
  templates: Readonly<Record<string, z.ZodType>>;
}

export type RelsLookup = ReadonlyMap<string, SbStory>;

export interface BlocksContextValue {
  /** Unknown or invalid bloks show a labelled placeholder. */
  preview: boolean;
  /** The site logs a warning (docs/requirements/pages.md#content-blocks). */
  onUnknownBlok: (component: string) => void;
  onInvalidBlok: (component: string, reason: string) => void;
  rels: RelsLookup;
  /** By blok `_uid` (see `automaticQueries`). */
  collections: Readonly<Record<string, BlokCollection>>;
  /** By form key. */
  forms: Readonly<Record<string, FormState>>;
  /** For load-more links that keep filters. */
  search: string;
  /** Parsed on the server (decision 0781): render as given, no zod in the browser. */
  validated: boolean;
  schemas: ContentSchemas | null;
}

export interface BlokCollection {
  stories: readonly SbStory[];
  /** The API's `total`, for load-more. */
  total?: number;
  /** Events: the months (`YYYY-MM`) that have events. */
  months?: readonly string[];
  /** Events: the picked month or year. */
  filter?: { month?: string; year?: number };
}

/** Where a custom_form posts and what it shows again after a failed post. */
export interface FormState {
  /** Default: the current URL. */
  action?: string;
  values?: Readonly<Record<string, string | readonly string[]>>;
  /** Localised by the site. */
  errors?: Readonly<Record<string, string>>;
  formError?: string;
  /** Conform's `submission.reply()` from the action: errors and typed values; wins over `values`/`errors`. */
  lastResult?: FormSubmissionResult | null;
  /** Browser validation (Conform `onValidate`, `parseWithZod`); without it the server alone validates. */
  validate?: (formData: FormData) => unknown;
  /** Hidden inputs to post, by name. */
  hidden?: Readonly<Record<string, string>>;
  /**
   * On a valid submit: null lets it go; a promise holds it until it resolves with hidden values to post (decision 0935). Must settle, never
   * reject.
   */
  beforeSubmit?: () => Promise<Readonly<Record<string, string>>> | null;
  /** Name of the visually hidden honeypot input. */
  honeypot?: string;
  /** Shown on top when browser validation fails (docs/requirements/forms.md#validation-messages). */
  summary?: string;
  /** Linked under the form when its privacy text has no link. */
  privacyLink?: { href: string; label: string };
  /** The site schema's longest values by field name, rendered as `maxlength`. */
  maxLengths?: Readonly<Record<string, number>>;
}

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
  /** Storyblok's visual editor (draft preview). Default false. */
  preview?: boolean;
  /** Unknown components (docs/requirements/pages.md#content-blocks: a warning in the log). */
  onUnknownBlok?: (component: string) => void;
  onInvalidBlok?: (component: string, reason: string) => void;
  /** The API's `rels` array, or a map by uuid. */
  rels?: readonly SbStory[] | RelsLookup;
  collections?: Readonly<Record<string, BlokCollection>>;
  forms?: Readonly<Record<string, FormState>>;
  search?: string;
  validated?: boolean;
  /**
   * For content the server did not parse (tests, Storybook, live edits); rendering neither `validated` nor with schemas throws (decision
   * 0964).
   */
  schemas?: ContentSchemas;
  children: ReactNode;
}

/**
 * Provides preview mode, callbacks, relations, collections and forms to every `<Blok>` below; nested providers inherit what they do not
 * override.
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

export function useBlocksContext(): BlocksContextValue {
  return useContext(BlocksContext);
}

/**
 * The schema for unparsed content by `kind` and component name, undefined when unlisted. Throws without schemas (decision 0964): wrong
 * shapes would pass silently.
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
 * Resolves a relation field in order: story objects as given, uuids through `rels`; unresolvable ones (unpublished, deleted) are dropped.
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
