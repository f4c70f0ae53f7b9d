import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '../link/Link';
import { isSafeHref, type MultilinkLike } from '../link/href';
import { useLinkContext } from '../link/LinkProvider';
import styles from './CtaButton.module.css';

/** CTA types of docs/requirements/pages.md#call-to-action (Storyblok `cta_type`). */
export const CTA_TYPES = ['primary', 'secondary', 'tertiary', 'ghostdark', 'ghostlight'] as const;
/** CTA text sizes of docs/requirements/pages.md#call-to-action. */
export const CTA_SIZES = ['small', 'medium', 'large'] as const;

export type CtaType = (typeof CTA_TYPES)[number];
export type CtaSize = (typeof CTA_SIZES)[number];

export interface CtaButtonProps {
  label?: ReactNode;
  children?: ReactNode;
  /** When present and safe, the CTA is a link. */
  href?: string | null;
  /** Resolved through `LinkProvider`. */
  link?: MultilinkLike | null;
  /** Unknown values fall back to `primary`. */
  type?: CtaType | string | null;
  /** Unknown values fall back to `medium`. */
  size?: CtaSize | string | null;
  /** Without a URL only. Default `button`. */
  buttonType?: 'button' | 'submit' | 'reset';
  /** Button only: the `<form>` it submits from outside. */
  form?: string;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
  /** Button only. */
  name?: string;
  value?: string;
  'aria-label'?: string;
}

/** Unknown -> primary. */
export function toCtaType(value: unknown): CtaType {
  return (CTA_TYPES as readonly unknown[]).includes(value) ? (value as CtaType) : 'primary';
}

/** Unknown -> medium. */
export function toCtaSize(value: unknown): CtaSize {
  return (CTA_SIZES as readonly unknown[]).includes(value) ? (value as CtaSize) : 'medium';
}

/**
 * The call to action (docs/requirements/pages.md#call-to-action): a link given a URL, else a `<button>`; `https://` and `mailto:` open a
 * new tab with noopener; an unsafe URL counts as none.
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
