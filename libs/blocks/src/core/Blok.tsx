/**
 * `<Blok>` and `<BlokList>` render bloks through the registry (docs/requirements/pages.md#content-blocks): unknown or invalid bloks render
 * nothing (a placeholder in preview) and report to `onUnknownBlok`/`onInvalidBlok`; never throws for any input. Blocks load lazily
 * (decision 0560); unvalidated content is parsed with the provider's `schemas` (decision 0964), and without them `<Blok>` throws.
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
  blok: unknown;
}

/** Renders one blok through the registry. */
export function Blok({ blok }: BlokProps): ReactNode {
  const context = useBlocksContext();
  const { preview, onUnknownBlok, onInvalidBlok, validated } = context;
  // Stand-ins the server's validation put in a preview (decision 0781).
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
  const definition = readLazy(entry);
  const { Component } = definition;
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
  bloks: readonly unknown[] | null | undefined;
}

/** Renders each blok in order, keyed by `_uid`, one level deeper than its parent (`useBlokPosition`). */
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
