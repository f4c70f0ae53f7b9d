import type { ReactNode } from 'react';
import styles from './StoryGrid.module.css';

/** A responsive grid (1 column at 320px, up to 4 on wide screens) of cards, as a list. */
export function StoryGrid({ children, min = '16rem' }: { children: ReactNode[]; min?: string }) {
  return (
    <ul className={styles.grid} style={{ ['--grid-min' as string]: min }}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
