import { hasControlChars } from '../text';

/** Anything that is not a clean path segment never reaches the CMS (docs/requirements/architecture.md#foundation-goals "Bad input"). */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= 200 &&
    segment !== '.' &&
    segment !== '..' &&
    !/[/\\?#%]/.test(segment) &&
    !hasControlChars(segment)
  );
}
