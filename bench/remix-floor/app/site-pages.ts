import { createElement, type ReactNode } from 'react';
import type { FloorNode, FloorPage } from '../../../scripts/lib/floor-pages';

/*
 * The site's own pages as the floor renders them (docs/requirements/performance.md#uncached-throughput): element trees and loader data that
 * `npm run bench` saved from the site (scripts/lib/floor-pages.ts, which defines their shapes) and server.mjs put on
 * `globalThis.__floorPages` before the first request. Server-side only: the floor's pages are
 * measured as HTML, never hydrated with these trees. Type-only import: nothing of scripts/ reaches the floor's build.
 */

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
