import { hasControlChars } from '../text';

/** Whether a path segment is clean enough to reach the CMS (docs/requirements/hardening.md#hostile-requests). */
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
