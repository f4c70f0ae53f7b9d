import type { ReactNode, Ref } from 'react';
import styles from './StoryGrid.module.css';

/** A list of cards, 1 column at 320px up to 4. */
export function StoryGrid({ children, min = '16rem', listRef }: { children: ReactNode[]; min?: string; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} className={styles.grid} style={{ ['--grid-min' as string]: min }}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
