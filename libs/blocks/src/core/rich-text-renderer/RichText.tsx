/**
 * `<RichText>`: a Storyblok rich-text document as React elements (docs/requirements/content.md#rich-text), every node and mark the editor
 * has, embedded bloks through the registry. Text is escaped by React, links go through `@silca/ui` `Link` (unsafe schemes dropped), colours
 * and classes through allow-lists; unknown nodes keep their text; malformed input never throws.
 */
import { Link, type MultilinkLike } from '@silca/ui';
import { createElement, Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import { BlokList } from '../Blok';
import { logger } from '../logger';
import { groupLinkNodes, splitTableRows } from './grouping';
import { cleanDocument, intAttr, type CleanMark, type CleanNode } from './nodes';
import { checkImageOptions, type RichTextImageOptions } from './imageOptions';
import { RichTextImage } from './RichTextImage';
import { safeClassName, safeColor, safeTextAlign } from './style';
import styles from './RichText.module.css';

export interface RichTextProps {
  /** `{ type: "doc", content }`, a node, a node array, or empty. */
  doc: unknown;
  /** Image service options (docs/requirements/content.md#image-service); invalid ones are ignored with a warning. */
  imageOptions?: RichTextImageOptions;
  className?: string;
  /** For inline use inside another block. */
  unwrapped?: boolean;
}

interface RenderContext {
  image: RichTextImageOptions;
}

export function RichText({ doc, imageOptions, className, unwrapped = false }: RichTextProps): ReactNode {
  const nodes = useMemo(() => cleanDocument(doc), [doc]);
  const image = useMemo(() => {
    if (imageOptions === undefined) return {};
    const checked = checkImageOptions(imageOptions);
    if (checked.ok) return checked.options;
    logger.warn('RichText: invalid imageOptions ignored (docs/requirements/content.md#image-service ranges)', checked.issues);
    return {};
  }, [imageOptions]);
  if (nodes.length === 0) return null;
  const children = renderNodes(nodes, { image });
  if (unwrapped) return <>{children}</>;
  return <div className={[styles.richText, className].filter(Boolean).join(' ')}>{children}</div>;
}

function renderNodes(nodes: CleanNode[], ctx: RenderContext): ReactNode[] {
  const groups = groupLinkNodes(nodes);
  return groups.map((group, index) => {
    const key = `${group.key}-${index}`;
    const members = group.nodes;
    if (!group.linkMark) {
      const only = members[0];
      return only ? <Fragment key={key}>{renderNode(only, ctx)}</Fragment> : null;
    }
    const linkMark = members[0]?.marks.find((mark) => mark.type === 'link');
    const inner = members.map((node, i) => (
      <Fragment key={i}>
        {applyMarks(
          node.text ?? '',
          node.marks.filter((mark) => mark.type !== 'link'),
        )}
      </Fragment>
    ));
    return <Fragment key={key}>{linkMark ? renderLink(linkMark, inner) : inner}</Fragment>;
  });
}

function children(node: CleanNode, ctx: RenderContext): ReactNode[] | null {
  return node.content.length > 0 ? renderNodes(node.content, ctx) : null;
}

function alignStyle(node: CleanNode): CSSProperties | undefined {
  const textAlign = safeTextAlign(node.attrs.textAlign);
  return textAlign ? { textAlign } : undefined;
}

function renderNode(node: CleanNode, ctx: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      return applyMarks(node.text ?? '', node.marks);
    case 'doc':
      return children(node, ctx);
    case 'paragraph':
      return <p style={alignStyle(node)}>{children(node, ctx)}</p>;
    case 'heading': {
      const level = intAttr(node.attrs.level, 1, 6) ?? 2;
      return createElement(`h${level}`, { style: alignStyle(node) }, children(node, ctx));
    }
    case 'bullet_list':
      return <ul>{children(node, ctx)}</ul>;
    case 'ordered_list': {
      const start = intAttr(node.attrs.order ?? node.attrs.start, -1_000_000, 1_000_000);
      return <ol start={start !== undefined && start !== 1 ? start : undefined}>{children(node, ctx)}</ol>;
    }
    case 'list_item':
      return <li>{children(node, ctx)}</li>;
    case 'blockquote':
      return <blockquote>{children(node, ctx)}</blockquote>;
    case 'code_block':
      return (
        <pre className={styles.codeBlock}>
          <code className={safeClassName(node.attrs.class)}>{children(node, ctx)}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr />;
    case 'hard_break':
      return <br />;
    case 'image':
      return <RichTextImage attrs={node.attrs} options={ctx.image} />;
    case 'emoji':
      return renderEmoji(node);
    case 'table':
      return renderTable(node, ctx);
    case 'tableRow':
      return <tr>{children(node, ctx)}</tr>;
    case 'tableHeader':
    case 'tableCell':
      return renderCell(node, ctx);
    case 'blok':
      return <BlokList bloks={Array.isArray(node.attrs.body) ? node.attrs.body : []} />;
    default:
      // An unknown node (a newer editor feature) keeps its text.
      return children(node, ctx);
  }
}

function renderEmoji(node: CleanNode): ReactNode {
  const name = typeof node.attrs.name === 'string' ? node.attrs.name : '';
  const emoji = typeof node.attrs.emoji === 'string' ? node.attrs.emoji : '';
  const label = name.replace(/_/g, ' ');
  if (emoji) {
    return (
      <span role="img" aria-label={label || undefined} className={styles.emoji}>
        {emoji}
      </span>
    );
  }
  const fallback = typeof node.attrs.fallbackImage === 'string' ? node.attrs.fallbackImage : '';
  if (/^https:\/\//i.test(fallback)) {
    return <img className={styles.emoji} src={fallback} alt={label} width={20} height={20} loading="lazy" />;
  }
  return name ? `:${name}:` : null;
}

function renderTable(node: CleanNode, ctx: RenderContext): ReactNode {
  const { headerRows: head, bodyRows: body } = splitTableRows(node.content);
  return (
    // A focusable box, so keyboard users can scroll wide tables.
    <div className={styles.tableWrap} tabIndex={0}>
      <table className={styles.table}>
        {head.length > 0 ? <thead>{head.map((row, i) => renderRow(row, ctx, 'col', i))}</thead> : null}
        {body.length > 0 ? <tbody>{body.map((row, i) => renderRow(row, ctx, 'row', i))}</tbody> : null}
      </table>
    </div>
  );
}

function renderRow(row: CleanNode, ctx: RenderContext, headerScope: 'col' | 'row', rowIndex: number): ReactNode {
  if (row.type !== 'tableRow') return <Fragment key={rowIndex}>{renderNode(row, ctx)}</Fragment>;
  return (
    <tr key={rowIndex}>
      {row.content.map((cell, i) => (
        <Fragment key={i}>{cell.type === 'tableHeader' || cell.type === 'tableCell' ? renderCell(cell, ctx, headerScope) : renderNode(cell, ctx)}</Fragment>
      ))}
    </tr>
  );
}

/** Header cells label their column in <thead>, their row in the body. */
function renderCell(node: CleanNode, ctx: RenderContext, headerScope?: 'col' | 'row'): ReactNode {
  const isHeader = node.type === 'tableHeader';
  const Cell = isHeader ? 'th' : 'td';
  const colSpan = intAttr(node.attrs.colspan, 2, 1000);
  const rowSpan = intAttr(node.attrs.rowspan, 2, 65534);
  const background = safeColor(node.attrs.backgroundColor);
  return (
    <Cell scope={isHeader ? headerScope : undefined} colSpan={colSpan} rowSpan={rowSpan} style={background ? { backgroundColor: background } : undefined}>
      {children(node, ctx)}
    </Cell>
  );
}

/** Innermost first: Storyblok's first mark is outermost. */
function applyMarks(text: string, marks: CleanMark[]): ReactNode {
  let out: ReactNode = text;
  for (let i = marks.length - 1; i >= 0; i--) {
    const mark = marks[i];
    if (mark) out = renderMark(mark, out);
  }
  return out;
}

function renderMark(mark: CleanMark, content: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>;
    case 'italic':
      return <em>{content}</em>;
    case 'strike':
      return <s>{content}</s>;
    case 'underline':
      return <u>{content}</u>;
    case 'code':
      return <code className={styles.code}>{content}</code>;
    case 'superscript':
      return <sup>{content}</sup>;
    case 'subscript':
      return <sub>{content}</sub>;
    case 'link':
      return renderLink(mark, content);
    case 'anchor': {
      const id = typeof mark.attrs.id === 'string' && /^[\w-]{1,100}$/.test(mark.attrs.id) ? mark.attrs.id : undefined;
      return id ? <span id={id}>{content}</span> : content;
    }
    case 'textStyle': {
      const color = safeColor(mark.attrs.color);
      const className = safeClassName(mark.attrs.class);
      const id = typeof mark.attrs.id === 'string' && /^[\w-]{1,100}$/.test(mark.attrs.id) ? mark.attrs.id : undefined;
      if (!color && !className && !id) return content;
      return (
        <span id={id} className={className} style={color ? { color } : undefined}>
          {content}
        </span>
      );
    }
    case 'highlight': {
      const color = safeColor(mark.attrs.color);
      return <mark style={color ? { backgroundColor: color } : undefined}>{content}</mark>;
    }
    case 'styled': {
      const className = safeClassName(mark.attrs.class);
      return className ? <span className={className}>{content}</span> : content;
    }
    default:
      return content;
  }
}

/**
 * Link mark -> `@silca/ui` Link: story links through `hrefForStory`, email gets `mailto:`; `_blank` opens a new tab with noopener; unsafe
 * targets render the text alone.
 */
function renderLink(mark: CleanMark, content: ReactNode): ReactNode {
  const { attrs } = mark;
  const href = typeof attrs.href === 'string' ? attrs.href.trim() : '';
  const anchor = typeof attrs.anchor === 'string' && attrs.anchor.trim() !== '' ? attrs.anchor.trim() : undefined;
  const linktype = typeof attrs.linktype === 'string' ? attrs.linktype : 'url';
  const link: MultilinkLike = { linktype, anchor };
  if (linktype === 'story') {
    const story = attrs.story as MultilinkLike['story'] | undefined;
    if (story && typeof story === 'object' && typeof story.full_slug === 'string') link.story = story;
    link.cached_url = href;
  } else if (linktype === 'email') {
    link.email = href;
  } else {
    link.url = href;
  }
  if (!href && !link.story && anchor) {
    return <a href={`#${anchor.replace(/^#/, '')}`}>{content}</a>;
  }
  return (
    <Link link={link} newTab={attrs.target === '_blank'}>
      {content}
    </Link>
  );
}
