import type { ReactNode } from 'react';
import { BlokList } from '../core/Blok';
import { startsWithHero } from '../core/position';
import layout from './layout.module.css';
import { TextOrRichText } from './TextOrRichText';
import styles from './BodyPageView.module.css';

export interface BodyPageViewProps {
  title: string;
  intro?: unknown;
  eyebrow?: string;
  body: readonly unknown[];
  editable?: Record<string, string | undefined>;
  children?: ReactNode;
  width?: 'narrow' | 'full';
}

/** Page-like templates: title as <h1> (unless the body opens with a hero), intro, extras, body bloks. */
export function BodyPageView({ title, intro, eyebrow, body, editable, children, width = 'full' }: BodyPageViewProps) {
  const hero = startsWithHero(body);
  return (
    <div className={styles.page} data-width={width} {...editable}>
      {hero ? null : (
        <header className={`${layout.container} ${styles.header}`}>
          {eyebrow ? <p className={layout.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <TextOrRichText value={intro} className={styles.intro} />
          {children}
        </header>
      )}
      <BlokList bloks={body} />
      {hero && children ? <div className={layout.container}>{children}</div> : null}
    </div>
  );
}
