/** `@silca/ui/filters`: a separate entry for listing pages only (docs/requirements/performance.md#code-loaded-when-wanted). */
export { FilterPanel, readFilterValues, type FilterGroup, type FilterOption, type FilterPanelProps, type FilterSort, type FilterValues } from './FilterPanel';
