/**
 * Shape of an i18next resource namespace: nested objects of strings (i18next JSON v4, plural
 * suffixes `_one`, `_few`, `_many`, `_other`). Completeness against `en` is a test, not a type,
 * because plural forms differ per language.
 */
export interface CommonStrings {
  [key: string]: string | CommonStrings;
}
