import { tryBuildPath, type Locale } from '@silca/i18n';
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { market } from '../market';
import styles from './header-search.module.css';

type SuggestModule = typeof import('./header-search-suggest');
type SuggestProps = Parameters<SuggestModule['HeaderSearchSuggest']>[0];
type ComboboxState = Parameters<SuggestProps['onState']>[0];

/** The header's search: a GET form to the search page, a combobox from the first paint (docs/requirements/search.md#header-type-ahead). */
export function HeaderSearch({ locale, action: searchPath, suggest = true }: { locale: Locale; action?: string; suggest?: boolean }) {
  const { t } = useTranslation('common');
  const [Suggest, setSuggest] = useState<ComponentType<SuggestProps> | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const onState = useCallback((next: ComboboxState) => setCombobox(next), []);
  const action = searchPath ?? tryBuildPath('search', {}, locale, market);
  if (!action) return null;
  const inputId = 'header-search-q';
  const labelId = 'header-search-label';
  const listId = 'header-search-suggestions';
  const load = () => {
    if (Suggest || !suggest) return;
    import('./header-search-suggest').then(
      (m) => setSuggest(() => m.HeaderSearchSuggest),
      () => undefined, // the form still works without the type-ahead
    );
  };
  return (
    // Two `search` landmarks on the search pages need different names (axe landmark-unique).
    <form method="get" action={action} role="search" className={styles.form} aria-label={t('search.siteLabel')}>
      <label id={labelId} htmlFor={inputId} className={styles.hidden}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        // role=combobox is not allowed on type=search without a list (W3C checker).
        type={suggest ? 'text' : 'search'}
        enterKeyHint="search"
        name="q"
        placeholder={t('search.placeholder')}
        maxLength={200}
        autoComplete="off"
        onFocus={load}
        className={styles.input}
        {...(suggest
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': combobox.expanded,
              'aria-controls': combobox.expanded ? listId : undefined,
              'aria-activedescendant': combobox.activeId,
            }
          : {})}
      />
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
      {Suggest ? <Suggest inputId={inputId} listId={listId} labelId={labelId} locale={locale} onState={onState} /> : null}
    </form>
  );
}
