/** `@silca/ui/filters`: the listing filter panel, a separate entry for listing pages only (issue 5). */
export {
  FilterPanel,
  readFilterValues,
  type FilterGroup,
  type FilterOption,
  type FilterPanelProps,
  type FilterSort,
  type FilterValues,
} from './FilterPanel';
