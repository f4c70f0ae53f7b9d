import { CtaButton } from '@silca/ui';
import { BlokList } from '../core/Blok';
import type { SbStory } from '../core/schema/common';
import styles from './ErrorScreen.module.css';

/** Props of every error template (docs/requirements/pages.md#error-screens). */
export interface ErrorTemplateProps {
  /** Its `body` renders under the message. */
  story?: SbStory | null;
  rels?: readonly SbStory[];
  currentPath?: string;
  /** Overrides `currentPath`. */
  isExtranet?: boolean;
  /** Default `/`. */
  homeHref?: string;
  extranetHref?: string;
}

/**
 * The back-to-home target: the localized home, or `/extranet` when the path contains "extranet" (docs/requirements/pages.md#error-screens).
 */
export function errorBackHref({ currentPath, isExtranet, homeHref, extranetHref }: ErrorTemplateProps): string {
  const extranet = isExtranet ?? (typeof currentPath === 'string' && currentPath.includes('extranet'));
  if (extranet) return extranetHref || '/extranet';
  return homeHref || '/';
}

interface ErrorScreenProps {
  /** Omitted for generic errors. */
  code?: string;
  title: string;
  text?: string;
  /** Absent on 401. */
  back?: { href: string; label: string };
  body?: readonly unknown[];
}

/** The error templates' layout: status, <h1>, message, primary CTA, optional bloks. */
export function ErrorScreen({ code, title, text, back, body }: ErrorScreenProps) {
  return (
    <div className={styles.screen}>
      <div className={`silca-container ${styles.inner}`}>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {back ? <CtaButton href={back.href} label={back.label} type="primary" size="large" /> : null}
      </div>
      <BlokList bloks={body} />
    </div>
  );
}

export function errorBody(story: SbStory | null | undefined): readonly unknown[] | undefined {
  const body = (story?.content as { body?: unknown } | undefined)?.body;
  return Array.isArray(body) ? body : undefined;
}
