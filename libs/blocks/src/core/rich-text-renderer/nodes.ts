/** Cleaning of odd rich-text trees (null children, typeless marks, strings), so the renderer never throws. */
import type { SbRichtextNode } from '../schema/common';

export interface CleanMark {
  type: string;
  attrs: Record<string, unknown>;
}

export interface CleanNode {
  type: string;
  attrs: Record<string, unknown>;
  content: CleanNode[];
  marks: CleanMark[];
  text?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_DEPTH = 64;

/** A doc, node, array, null or "" as the doc's top-level nodes, non-nodes dropped; deeper than 64 levels is dropped. */
export function cleanDocument(input: unknown): CleanNode[] {
  if (Array.isArray(input)) return cleanNodes(input, 0);
  if (!isRecord(input)) return [];
  if (input.type === 'doc') return cleanNodes(input.content, 0);
  const node = cleanNode(input, 0);
  return node ? [node] : [];
}

function cleanNodes(value: unknown, depth: number): CleanNode[] {
  if (!Array.isArray(value) || depth > MAX_DEPTH) return [];
  const out: CleanNode[] = [];
  for (const entry of value) {
    const node = cleanNode(entry, depth);
    if (node) out.push(node);
  }
  return out;
}

function cleanNode(value: unknown, depth: number): CleanNode | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  const node: CleanNode = {
    type: value.type,
    attrs: isRecord(value.attrs) ? value.attrs : {},
    content: cleanNodes(value.content, depth + 1),
    marks: cleanMarks(value.marks),
  };
  if (typeof value.text === 'string') node.text = value.text;
  return node;
}

function cleanMarks(value: unknown): CleanMark[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((mark): mark is Record<string, unknown> => isRecord(mark) && typeof mark.type === 'string')
    .map((mark) => ({ type: mark.type as string, attrs: isRecord(mark.attrs) ? mark.attrs : {} }));
}

/** True without text, image, emoji, rule or blok. */
export function isEmptyDocument(input: unknown): boolean {
  const visit = (nodes: CleanNode[]): boolean =>
    nodes.some(
      (node) =>
        (node.type === 'text' && (node.text ?? '').trim() !== '') || ['image', 'emoji', 'horizontal_rule', 'blok'].includes(node.type) || visit(node.content),
    );
  return !visit(cleanDocument(input));
}

/** Plain text of a document (excerpts, meta descriptions, labels). */
export function richTextToPlainText(input: SbRichtextNode | unknown): string {
  const parts: string[] = [];
  const visit = (nodes: CleanNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.text ?? '');
      else if (node.type === 'hard_break') parts.push(' ');
      else {
        visit(node.content);
        if (['paragraph', 'heading', 'list_item', 'blockquote', 'code_block'].includes(node.type)) parts.push(' ');
      }
    }
  };
  visit(cleanDocument(input));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export function intAttr(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return undefined;
  return n >= min && n <= max ? n : undefined;
}
