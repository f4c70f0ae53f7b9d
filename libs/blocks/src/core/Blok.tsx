/**
 * `<Blok>` and `<BlokList>`: render Storyblok bloks through the block registry.
 * Rules (docs/requirements/pages.md#block-library-goals, docs/requirements/hardening.md#hostile-requests "bad input ... never a 500"):
 * - unknown component: nothing for visitors, a labelled placeholder in preview, and
 *   `onUnknownBlok(component)` from BlocksProvider (the site logs it as a warning);
 * - blok failing its zod schema: same, through `onInvalidBlok(component, reason)`;
 * - never throws, whatever the input (null, a string, an object without `component`);
 * - blocks load lazily (decision 0560): preload with `preloadStory`, else the blok suspends;
 * - content parsed on the server (`validated`) renders as given; else it is parsed with the
 *   provider's `schemas` (decision 0964), and without them `<Blok>` throws: a set-up mistake.
 */
import { type ReactNode } from 'react';
import { useBlocksTranslation } from './i18n/useBlocksTranslation';
import { lazyBlock } from './registry/lazy-blocks';
import type { SbBlok } from './schema/common';
import { schemaFor, useBlocksContext } from './context';
import { formatIssues } from './issues';
import { INVALID_BLOK, UNKNOWN_BLOK } from './normalize-names';
import { readLazy } from './lazy';
import { BlokPositionProvider, useBlokPosition } from './position';
import styles from './Blok.module.css';

export interface BlokProps {
  /** A Storyblok blok `{ _uid, component, ...fields }`; anything else renders nothing. */
  blok: unknown;
}

/** Renders one blok through the registry (see file comment for the failure rules). */
export function Blok({ blok }: BlokProps): ReactNode {
  const context = useBlocksContext();
  const { preview, onUnknownBlok, onInvalidBlok, validated } = context;
  // Stand-ins the server's validation put in a preview (normalizeStoryContent, decision 0781).
  if (isBlokLike(blok) && (blok.component === UNKNOWN_BLOK || blok.component === INVALID_BLOK)) {
    const { name, reason } = blok as { name?: unknown; reason?: unknown };
    const kind = blok.component === UNKNOWN_BLOK ? 'unknown' : 'invalid';
    return preview ? <Placeholder kind={kind} component={String(name)} reason={typeof reason === 'string' ? reason : undefined} /> : null;
  }
  if (!isBlokLike(blok)) {
    onInvalidBlok('(none)', 'not a blok object with a component name');
    return preview ? <Placeholder kind="invalid" component="(none)" reason="not a blok" /> : null;
  }
  const entry = lazyBlock(blok.component);
  if (!entry) {
    onUnknownBlok(blok.component);
    return preview ? <Placeholder kind="unknown" component={blok.component} /> : null;
  }
  // Loaded by preloadStory before render; else suspends until its chunk arrives (core/lazy.ts).
  const definition = readLazy(entry);
  const { Component } = definition;
  // Parsed on the server already: render as given (no zod in the browser).
  if (validated) return <Component blok={blok as never} />;
  const schema = schemaFor(context, 'blocks', blok.component);
  if (!schema) {
    onUnknownBlok(blok.component);
    return preview ? <Placeholder kind="unknown" component={blok.component} /> : null;
  }
  const parsed = schema.safeParse(blok);
  if (!parsed.success) {
    const reason = formatIssues(parsed.error.issues);
    onInvalidBlok(blok.component, reason);
    return preview ? <Placeholder kind="invalid" component={blok.component} reason={reason} /> : null;
  }
  return <Component blok={parsed.data} />;
}

export interface BlokListProps {
  /** A Storyblok "Blocks" field. Non-arrays render nothing. */
  bloks: readonly unknown[] | null | undefined;
}

/**
 * Renders each blok in order, keyed by `_uid` (index when missing), telling each its position
 * (`useBlokPosition`): a list inside a blok or rich text is one level deeper than its parent.
 */
export function BlokList({ bloks }: BlokListProps): ReactNode {
  const parent = useBlokPosition();
  if (!Array.isArray(bloks) || bloks.length === 0) return null;
  const depth = parent.depth + 1;
  return bloks.map((blok, index) => (
    <BlokPositionProvider key={isBlokLike(blok) && blok._uid ? blok._uid : `blok-${index}`} value={{ index, depth }}>
      <Blok blok={blok} />
    </BlokPositionProvider>
  ));
}

function isBlokLike(value: unknown): value is SbBlok {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { component?: unknown }).component === 'string' &&
    (value as { component: string }).component !== ''
  );
}

function Placeholder({ kind, component, reason }: { kind: 'unknown' | 'invalid'; component: string; reason?: string }) {
  const { t } = useBlocksTranslation();
  const text = kind === 'unknown' ? t('previewUnknownBlok', { component }) : t('previewInvalidBlok', { component, reason: reason ?? '' });
  return (
    <div className={styles.placeholder} role="note" data-blok-placeholder={kind} data-component={component}>
      {text}
    </div>
  );
}
