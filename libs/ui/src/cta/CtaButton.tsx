import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '../link/Link';
import { isSafeHref, type MultilinkLike } from '../link/href';
import { useLinkContext } from '../link/LinkProvider';
import styles from './CtaButton.module.css';

/** CTA types of docs/requirements/pages.md#call-to-action (Storyblok `cta_type`). */
export const CTA_TYPES = ['primary', 'secondary', 'tertiary', 'ghostdark', 'ghostlight'] as const;
/** CTA text sizes of docs/requirements/pages.md#call-to-action. */
export const CTA_SIZES = ['small', 'medium', 'large'] as const;

/** One of the five CTA types. */
export type CtaType = (typeof CTA_TYPES)[number];
/** One of the three CTA sizes. */
export type CtaSize = (typeof CTA_SIZES)[number];

/** Props of `CtaButton`. */
export interface CtaButtonProps {
  /** Visible text (or pass `children`). */
  label?: ReactNode;
  children?: ReactNode;
  /** A resolved URL/path; when present (and safe) the CTA is a link. */
  href?: string | null;
  /** A Storyblok multilink (e.g. `cta_link`); resolved through `LinkProvider`. */
  link?: MultilinkLike | null;
  /** Visual type; unknown values (from content) fall back to `primary`. */
  type?: CtaType | string | null;
  /** Text size; unknown values fall back to `medium`. */
  size?: CtaSize | string | null;
  /** The HTML type of the button form (only when no URL is given). Default `button`. */
  buttonType?: 'button' | 'submit' | 'reset';
  /** Button form only: the id of the `<form>` it submits when it is outside that form. */
  form?: string;
  /** Disables the button form. */
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
  /** Button form only: the form field name/value submitted with it. */
  name?: string;
  value?: string;
  /** Accessible name when the visible text is not enough. */
  'aria-label'?: string;
}

/** Maps a content value to a known CTA type (unknown -> primary). */
export function toCtaType(value: unknown): CtaType {
  return (CTA_TYPES as readonly unknown[]).includes(value) ? (value as CtaType) : 'primary';
}

/** Maps a content value to a known CTA size (unknown -> medium). */
export function toCtaSize(value: unknown): CtaSize {
  return (CTA_SIZES as readonly unknown[]).includes(value) ? (value as CtaSize) : 'medium';
}

/**
 * The call-to-action button of docs/requirements/pages.md#call-to-action: a link when given a URL, else a plain `<button>`.
 * Link targets starting with `https://` or `mailto:` open in a new tab with
 * `rel="noopener noreferrer"`; everything else (relative paths, `http://`, `tel:`) opens in the
 * same tab. An unsafe URL (`javascript:`...) is treated as no URL.
 */
export function CtaButton({
  label,
  children,
  href,
  link,
  type,
  size,
  buttonType = 'button',
  form,
  disabled,
  onClick,
  className,
  name,
  value,
  'aria-label': ariaLabel,
}: CtaButtonProps) {
  const { hrefForMultilink } = useLinkContext();
  const classes = [styles.cta, styles[toCtaType(type)], styles[toCtaSize(size)], className].filter(Boolean).join(' ');
  const content = children ?? label;
  const candidate = href ? href : link ? hrefForMultilink(link).href : '';
  const resolved = isSafeHref(candidate) ? candidate : '';
  if (resolved) {
    return (
      <Link href={resolved} className={classes} onClick={onClick} aria-label={ariaLabel}>
        {content}
      </Link>
    );
  }
  return (
    <button type={buttonType} form={form} className={classes} disabled={disabled} onClick={onClick} name={name} value={value} aria-label={ariaLabel}>
      {content}
    </button>
  );
}
