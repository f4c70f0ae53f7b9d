import { Link } from '@silca/ui';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import type { SbStory } from '../core/schema/common';
import styles from './SubcategoryLinks.module.css';

/**
 * `content.name`, else `content.title`, else the story's name in its language (`translated_slugs[lang].name`: the CDN never translates
 * `name`, docs/requirements/content.md#translation).
 */
export function categoryName(story: SbStory): string {
  const { name, title } = story.content as { name?: unknown; title?: unknown };
  if (typeof name === 'string' && name.trim() !== '') return name;
  if (typeof title === 'string' && title.trim() !== '') return title;
  return story.translated_slugs?.find((t) => t.lang === story.lang)?.name || story.name;
}

export function SubcategoryLinks({ categories }: { categories?: readonly SbStory[] }) {
  const { t } = useBlocksTranslation();
  const list = (categories ?? []).filter((c) => c && typeof c.uuid === 'string');
  if (list.length === 0) return null;
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {list.map((category) => (
          <li key={category.uuid}>
            <Link story={category} className={styles.chip}>
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
