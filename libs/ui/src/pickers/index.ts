/** `@silca/ui/pickers`: month and year pickers, a separate entry loaded only where used (docs/requirements/pages.md#block-library-goals). */
export { MonthPicker, type MonthPickerProps } from './MonthPicker';
export { YearPicker, type YearPickerProps } from './YearPicker';
export { formatMonth, monthNames, parseMonth, type MonthValue } from './months';
