import { useId, useRef, useState, type FormEvent } from 'react';
import { CtaButton } from '../cta/CtaButton';
import { ChoiceGroup, Select } from '../form/fields';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { cx } from '../internal/cx';
import { useEnhanced } from '../internal/useEnhanced';
import { Link } from '../link/Link';
import { Modal } from '../modal/Modal';
import styles from './FilterPanel.module.css';

/** One filter choice; `count` is the number of results it would give. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** A filter facet: a query parameter `name` with its choices. */
export interface FilterGroup {
  name: string;
  label: string;
  /** `checkbox` (several, default) or `radio` (one). */
  type?: 'checkbox' | 'radio';
  options: FilterOption[];
}

/** The sort control (docs/requirements/pages.md#listings "sorting (name A to Z)"). */
export interface FilterSort {
  name: string;
  value?: string;
  options: { value: string; label: string }[];
}

/** Filter values by parameter name, as read from the URL query. */
export type FilterValues = Record<string, string[]>;

/** Props of `FilterPanel`. */
export interface FilterPanelProps {
  groups: FilterGroup[];
  /** Current selection (from the URL), e.g. `{ category: ['auto'] }`. */
  values: FilterValues;
  /** Number of results of the current selection, for "Show N results". */
  resultCount: number;
  /** URL of the listing without filters (the reset link). */
  resetHref: string;
  /** Form action; default the current URL (a GET form to itself). */
  action?: string;
  sort?: FilterSort;
  /** Other query parameters to keep when the form submits (e.g. a search `q`). */
  hiddenParams?: Record<string, string>;
  /**
   * With JavaScript: called on every change with the new values, for an app that counts the
   * edited selection itself (it then passes that count as `resultCount`; without `onChange` the
   * facet counts give the button its preview).
   */
  onChange?: (values: FilterValues) => void;
  /** Heading; default the localised "Filters". */
  title?: string;
}

/** Reads filter values of `groups` (and the sort) from a `FormData`. */
export function readFilterValues(form: HTMLFormElement, groups: FilterGroup[], sort?: FilterSort): FilterValues {
  const data = new FormData(form);
  const values: FilterValues = {};
  for (const group of groups) values[group.name] = data.getAll(group.name).map(String);
  if (sort) values[sort.name] = data.getAll(sort.name).map(String).filter(Boolean);
  return values;
}

/**
 * The result count a changed selection would give, from the facet counts (each facet's counts
 * apply the other facets' current filters): exact when one facet changed, the sum of its chosen
 * options' counts (all its options' when none is chosen); `resultCount` when no facet changed;
 * null when several changed or a count is missing (the button then says "Apply filters").
 * docs/requirements/pages.md#journey-goals: the button kept "Show 43 results" after a box was ticked.
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
 * Filter panel of the listing pages (docs/requirements/pages.md#listings): facets as checkbox/radio groups, an optional
 * sort, "Reset" (a link to `resetHref`) and "Show N results" (submit). It is a GET form, so it
 * works without JavaScript (the server reads the query). Where scripts run, below 1024 px the
 * panel is the mobile variant from the first paint (CSS `scripting`, no shift at hydration): a
 * "Filters" button (shown once hydrated, its place kept before) with the number of active
 * filters opens it in a full-screen dialog whose footer holds Reset and Show N results. Import from
 * `@silca/ui/filters`.
 */
export function FilterPanel({ groups, values, resultCount, resetHref, action, sort, hiddenParams, onChange, title }: FilterPanelProps) {
  const { t } = useUiTranslation();
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  // The selection being edited, before it is submitted: the button counts its results.
  const [pending, setPending] = useState<{ key: string; values: FilterValues } | null>(null);
  const formId = useId().replace(/:/g, '');
  const modalFormRef = useRef<HTMLFormElement>(null);
  const heading = title ?? t('filters');
  const active = groups.reduce((sum, group) => sum + (values[group.name]?.length ?? 0), 0);
  // Re-mount the uncontrolled inputs when the selection from the URL changes.
  const selectionKey = JSON.stringify(values);
  // With `onChange` the app counts the edited selection itself and passes it as `resultCount`;
  // without, the facet counts give the preview.
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
