/**
 * Where a blok sits: the first of a page's body is "first", and a hero there renders the <h1> with an eager image
 * (docs/requirements/pages.md#images).
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface BlokPosition {
  /** -1 outside any list. */
  index: number;
  /** 0 for a template's top-level list. */
  depth: number;
}

const PositionContext = createContext<BlokPosition>({ index: -1, depth: -1 });

export function BlokPositionProvider({ value, children }: { value: BlokPosition; children: ReactNode }) {
  return <PositionContext.Provider value={value}>{children}</PositionContext.Provider>;
}

export function useBlokPosition(): BlokPosition {
  return useContext(PositionContext);
}

/** True for the first blok of the top-level list (the page's first section). */
export function useIsFirstBlok(): boolean {
  const { index, depth } = useContext(PositionContext);
  return index === 0 && depth === 0;
}

export const HERO_COMPONENTS: ReadonlySet<string> = new Set(['editorial_hero', 'editorial_hero_fixed_ratio', 'slim_hero', 'article_hero', 'product_hero']);

/** True when `body` opens with a hero (templates then skip their own <h1>). */
export function startsWithHero(body: readonly unknown[] | null | undefined): boolean {
  const first = Array.isArray(body) ? (body[0] as { component?: unknown } | undefined) : undefined;
  return typeof first?.component === 'string' && HERO_COMPONENTS.has(first.component);
}
