/** `@silca/ui/pickers`: month and year pickers, a separate entry loaded only where used (issue 5). */
export { MonthPicker, type MonthPickerProps } from './MonthPicker';
export { YearPicker, type YearPickerProps } from './YearPicker';
export { formatMonth, monthNames, parseMonth, type MonthValue } from './months';
