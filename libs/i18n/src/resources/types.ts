/** Shape of the `common` namespace; completeness against `en` is a test, since plural forms differ per language. */
export interface CommonStrings {
  [key: string]: string | CommonStrings;
}
