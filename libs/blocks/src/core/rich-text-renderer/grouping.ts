/**
 * Storyblok's link grouping and table-row split (decision 0531), without `@storyblok/richtext` in the browser (decision 0957); the test
 * checks them against the library's own.
 */
import type { CleanMark, CleanNode } from './nodes';

export interface NodeGroup {
  nodes: CleanNode[];
  linkMark: CleanMark | null;
  /** `i`: the index of the group's first node. */
  key: string;
}

function linkMarkOf(node: CleanNode | undefined): CleanMark | null {
  if (!node || node.type !== 'text') return null;
  return node.marks.find((mark) => mark.type === 'link') ?? null;
}

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

/** Groups consecutive text nodes with equal link marks, so a link split by other marks is one anchor; other nodes stand alone, in order. */
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

/** Leading rows of only `tableHeader` cells are the `<thead>`; the rest is the body. */
export function splitTableRows(rows: readonly CleanNode[]): { headerRows: CleanNode[]; bodyRows: CleanNode[] } {
  let end = 0;
  while (end < rows.length && rows[end]!.content.length > 0 && rows[end]!.content.every((cell) => cell.type === 'tableHeader')) end++;
  return { headerRows: rows.slice(0, end), bodyRows: rows.slice(end) };
}
