import { CtaButton } from '@silca/ui';
import { BlokList } from '../core/Blok';
import type { SbStory } from '../core/schema/common';
import styles from './ErrorScreen.module.css';

/** Props every error template accepts (docs/requirements/pages.md#error-screens). */
export interface ErrorTemplateProps {
  /** Optional story of the error content type (its `body` bloks render under the message). */
  story?: SbStory | null;
  rels?: readonly SbStory[];
  /** The current path; when it contains "extranet" the back button goes to the extranet home. */
  currentPath?: string;
  /** Forces the extranet rule (the site knows the route); overrides `currentPath`. */
  isExtranet?: boolean;
  /** The home of the current locale/market (e.g. `/it/global`); default `/` (docs/requirements/pages.md#error-screens). */
  homeHref?: string;
  /** Extranet home; default `/extranet` (docs/requirements/pages.md#error-screens). */
  extranetHref?: string;
}

/**
 * docs/requirements/pages.md#error-screens: the back-to-home target is `/` (or the site's localized home), or `/extranet`
 * when the current path contains "extranet".
 */
export function errorBackHref({ currentPath, isExtranet, homeHref, extranetHref }: ErrorTemplateProps): string {
  const extranet = isExtranet ?? (typeof currentPath === 'string' && currentPath.includes('extranet'));
  if (extranet) return extranetHref || '/extranet';
  return homeHref || '/';
}

interface ErrorScreenProps {
  /** Large decorative status shown above the title ("404"); omitted for generic errors. */
  code?: string;
  title: string;
  text?: string;
  /** The back-to-home button; absent on 401 (docs/requirements/pages.md#error-screens). */
  back?: { href: string; label: string };
  body?: readonly unknown[];
}

/** Layout shared by the four error templates: status, <h1>, message, primary CTA, optional bloks. */
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

/** The `body` of an error story, when there is one. */
export function errorBody(story: SbStory | null | undefined): readonly unknown[] | undefined {
  const body = (story?.content as { body?: unknown } | undefined)?.body;
  return Array.isArray(body) ? body : undefined;
}
