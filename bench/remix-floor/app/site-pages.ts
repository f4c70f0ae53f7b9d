import { createElement, type ReactNode } from 'react';

/**
 * The site's own pages as the floor renders them (docs/requirements/performance.md#speed-goals): element trees and loader data that
 * `npm run bench` saved from the site (scripts/lib/floor-pages.ts) and server.mjs put on
 * `globalThis.__floorPages` before the first request. Server-side only: the floor's pages are
 * measured as HTML, never hydrated with these trees.
 */
export type FloorNode = string | [string, Record<string, unknown> | null, ...FloorNode[]];

/** One saved page: head and body trees, the site's root and page-route loader data. */
export interface FloorPage {
  head: FloorNode[];
  body: FloorNode[];
  elements: number;
  rootData: unknown;
  routeData: unknown;
}

/** The saved page named `label` (home, product, listing...), or undefined. */
export function floorPage(label: string | undefined): FloorPage | undefined {
  const pages = (globalThis as { __floorPages?: Record<string, FloorPage> }).__floorPages;
  return label ? pages?.[label] : undefined;
}

/** One `createElement` per element of the tree, as a JSX page would. */
export function renderTree(nodes: FloorNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    return createElement(tag, props ? { ...props, key } : { key }, ...(children.length ? renderTree(children) : []));
  });
}
