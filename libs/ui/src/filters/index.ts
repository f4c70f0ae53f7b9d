/** `@silca/ui/filters`: the listing filter panel, a separate entry for listing pages only (docs/requirements/pages.md#listings). */
export { FilterPanel, readFilterValues, type FilterGroup, type FilterOption, type FilterPanelProps, type FilterSort, type FilterValues } from './FilterPanel';
