/**
 * Where a blok sits: its index in its list and how deep the list is nested. The first blok of
 * a page's top-level body is "first": a hero there renders the page's <h1> and loads its image
 * eagerly with high priority (docs/requirements/pages.md#block-library-goals "eager with high priority for the first hero").
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface BlokPosition {
  /** 0-based index in the enclosing BlokList; -1 outside any list. */
  index: number;
  /** 0 for a template's top-level list, 1+ for lists nested in bloks or rich text. */
  depth: number;
}

const PositionContext = createContext<BlokPosition>({ index: -1, depth: -1 });

/** Provides a blok's position to it (used by BlokList). */
export function BlokPositionProvider({ value, children }: { value: BlokPosition; children: ReactNode }) {
  return <PositionContext.Provider value={value}>{children}</PositionContext.Provider>;
}

/** The current blok's position. */
export function useBlokPosition(): BlokPosition {
  return useContext(PositionContext);
}

/** True for the first blok of the top-level list (the page's first section). */
export function useIsFirstBlok(): boolean {
  const { index, depth } = useContext(PositionContext);
  return index === 0 && depth === 0;
}

/** Hero components: when one opens the body it provides the page's <h1>. */
export const HERO_COMPONENTS: ReadonlySet<string> = new Set(['editorial_hero', 'editorial_hero_fixed_ratio', 'slim_hero', 'article_hero', 'product_hero']);

/** True when the first blok of `body` is a hero (templates then skip their own <h1>). */
export function startsWithHero(body: readonly unknown[] | null | undefined): boolean {
  const first = Array.isArray(body) ? (body[0] as { component?: unknown } | undefined) : undefined;
  return typeof first?.component === 'string' && HERO_COMPONENTS.has(first.component);
}
