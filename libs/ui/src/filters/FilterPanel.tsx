import { useId, useRef, useState, type FormEvent } from 'react';
import { CtaButton } from '../cta/CtaButton';
import { ChoiceGroup, Select } from '../form/fields';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { cx } from '../internal/cx';
import { useEnhanced } from '../internal/useEnhanced';
import { Link } from '../link/Link';
import { Modal } from '../modal/Modal';
import styles from './FilterPanel.module.css';

/** `count`: the results it would give. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** A facet: query parameter `name` and its choices. */
export interface FilterGroup {
  name: string;
  label: string;
  type?: 'checkbox' | 'radio';
  options: FilterOption[];
}

/** The sort control (docs/requirements/pages.md#listings). */
export interface FilterSort {
  name: string;
  value?: string;
  options: { value: string; label: string }[];
}

/** By parameter name, from the URL query. */
export type FilterValues = Record<string, string[]>;

export interface FilterPanelProps {
  groups: FilterGroup[];
  /** e.g. `{ category: ['auto'] }`. */
  values: FilterValues;
  resultCount: number;
  resetHref: string;
  /** Default the current URL. */
  action?: string;
  sort?: FilterSort;
  /** e.g. a search `q`. */
  hiddenParams?: Record<string, string>;
  /** For an app that counts the edited selection itself and passes it as `resultCount`. */
  onChange?: (values: FilterValues) => void;
  /** Default the localised "Filters". */
  title?: string;
}

export function readFilterValues(form: HTMLFormElement, groups: FilterGroup[], sort?: FilterSort): FilterValues {
  const data = new FormData(form);
  const values: FilterValues = {};
  for (const group of groups) values[group.name] = data.getAll(group.name).map(String);
  if (sort) values[sort.name] = data.getAll(sort.name).map(String).filter(Boolean);
  return values;
}

/**
 * The count a changed selection would give, from the facet counts: exact when one facet changed, `resultCount` when none, null when several
 * or a count is missing ("Apply filters"), so "Show N results" follows the ticks (docs/requirements/pages.md#listings).
 */
export function previewCount(groups: FilterGroup[], values: FilterValues, next: FilterValues | null, resultCount: number): number | null {
  if (!next) return resultCount;
  const same = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v) => b.includes(v));
  const changed = groups.filter((group) => !same(values[group.name], next[group.name]));
  if (changed.length === 0) return resultCount;
  if (changed.length > 1) return null;
  const group = changed[0]!;
  const chosen = next[group.name] ?? [];
  const options = chosen.length > 0 ? group.options.filter((o) => chosen.includes(o.value)) : group.options;
  if (options.some((o) => o.count === undefined)) return null;
  return options.reduce((sum, o) => sum + (o.count ?? 0), 0);
}

/**
 * Filter panel of listings (docs/requirements/pages.md#listings): a GET form, working without JavaScript; with scripts, below 1024 px a
 * "Filters" button opens it as a full-screen dialog, laid out from the first paint (CSS `scripting`). Import from `@silca/ui/filters`.
 */
export function FilterPanel({ groups, values, resultCount, resetHref, action, sort, hiddenParams, onChange, title }: FilterPanelProps) {
  const { t } = useUiTranslation();
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<{ key: string; values: FilterValues } | null>(null);
  const formId = useId().replace(/:/g, '');
  const modalFormRef = useRef<HTMLFormElement>(null);
  const heading = title ?? t('filters');
  const active = groups.reduce((sum, group) => sum + (values[group.name]?.length ?? 0), 0);
  // Re-mount the uncontrolled inputs when the URL's selection changes.
  const selectionKey = JSON.stringify(values);
  const preview = onChange ? resultCount : previewCount(groups, values, pending?.key === selectionKey ? pending.values : null, resultCount);
  const showLabel = preview === null ? t('applyFilters') : t('showResults', { count: preview });

  const renderForm = (variant: 'inline' | 'modal') => {
    const id = `${formId}-${variant}`;
    return (
      <form
        key={`${variant}-${selectionKey}`}
        id={id}
        ref={variant === 'modal' ? modalFormRef : undefined}
        method="get"
        action={action}
        className={variant === 'modal' ? styles.modalForm : undefined}
        onChange={(event: FormEvent<HTMLFormElement>) => {
          const next = readFilterValues(event.currentTarget, groups, sort);
          setPending({ key: selectionKey, values: next });
          onChange?.(next);
        }}
      >
        {hiddenParams ? Object.entries(hiddenParams).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
        {sort ? <Select label={t('sortBy')} name={sort.name} options={sort.options} defaultValue={sort.value ?? ''} id={`${id}-sort`} /> : null}
        {groups.map((group) => (
          <ChoiceGroup
            key={group.name}
            label={group.label}
            name={group.name}
            type={group.type ?? 'checkbox'}
            defaultValue={values[group.name] ?? []}
            options={group.options.map((option) => ({
              value: option.value,
              label: option.count !== undefined ? `${option.label} (${option.count})` : option.label,
            }))}
          />
        ))}
        <div className={styles.actions}>
          <CtaButton buttonType="submit" type="secondary" size="medium">
            {showLabel}
          </CtaButton>
          <Link className={styles.reset} href={resetHref}>
            {t('resetFilters')}
          </Link>
        </div>
      </form>
    );
  };

  return (
    <section className={cx(styles.panel, enhanced && styles.enhanced)} aria-label={heading}>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {heading}
        {active > 0 ? <span className={styles.badge}>{active}</span> : null}
      </button>
      <div className={styles.inline}>
        <h2 className={styles.title}>{heading}</h2>
        {renderForm('inline')}
      </div>
      {enhanced ? (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={heading}
          size="fullscreen"
          footer={
            <>
              <Link className={styles.reset} href={resetHref}>
                {t('resetFilters')}
              </Link>
              <CtaButton buttonType="submit" form={`${formId}-modal`} type="secondary" size="medium">
                {showLabel}
              </CtaButton>
            </>
          }
        >
          {renderForm('modal')}
        </Modal>
      ) : null}
    </section>
  );
}
