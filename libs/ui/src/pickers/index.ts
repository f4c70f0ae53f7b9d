/** `@silca/ui/pickers`: a separate entry loaded only where used (docs/requirements/performance.md#code-loaded-when-wanted). */
export { MonthPicker, type MonthPickerProps } from './MonthPicker';
export { YearPicker, type YearPickerProps } from './YearPicker';
export { formatMonth, monthNames, parseMonth, type MonthValue } from './months';
