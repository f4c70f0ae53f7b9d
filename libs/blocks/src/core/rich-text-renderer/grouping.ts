/**
 * The two Storyblok-specific steps of rendering rich text (decision 0531), written here so the
 * browser does not download `@storyblok/richtext` (3.8 KB gzip in the first load of every page
 * with rich text, docs/requirements/performance.md#speed-goals, decision 0957). The test checks
 * them against the library's own `groupLinkNodes` and `splitTableRows` on the same trees.
 */
import type { CleanMark, CleanNode } from './nodes';

/** Adjacent nodes rendered together: one non-link node, or text nodes sharing one link. */
export interface NodeGroup {
  nodes: CleanNode[];
  /** The shared link mark, or null for a single node without a link. */
  linkMark: CleanMark | null;
  /** `group-link-{i}` or `group-node-{i}`, `i` the index of the group's first node. */
  key: string;
}

function linkMarkOf(node: CleanNode | undefined): CleanMark | null {
  if (!node || node.type !== 'text') return null;
  return node.marks.find((mark) => mark.type === 'link') ?? null;
}

/** Structural equality of JSON-like values (mark attributes). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length && keysA.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * Groups consecutive text nodes whose link marks have equal attributes, so a link split by
 * other marks ("a **bold** word" inside one link) renders as one anchor, as Storyblok's renderer
 * does. Every other node is a group of its own. Order and nodes are kept.
 */
export function groupLinkNodes(nodes: readonly CleanNode[]): NodeGroup[] {
  const groups: NodeGroup[] = [];
  for (let i = 0; i < nodes.length;) {
    const link = linkMarkOf(nodes[i]);
    let end = i + 1;
    if (link) {
      while (end < nodes.length && sameValue(link.attrs, linkMarkOf(nodes[end])?.attrs ?? Symbol.for('no-link'))) end++;
    }
    groups.push({ nodes: nodes.slice(i, end), linkMark: link, key: `${link ? 'group-link' : 'group-node'}-${i}` });
    i = end;
  }
  return groups;
}

/** Header rows are the leading rows made only of `tableHeader` cells (`<thead>`); the rest is the body. */
export function splitTableRows(rows: readonly CleanNode[]): { headerRows: CleanNode[]; bodyRows: CleanNode[] } {
  let end = 0;
  while (end < rows.length && rows[end]!.content.length > 0 && rows[end]!.content.every((cell) => cell.type === 'tableHeader')) end++;
  return { headerRows: rows.slice(0, end), bodyRows: rows.slice(end) };
}
