import type { z } from 'zod';

/** One line per zod issue, `path: message`, capped so a preview placeholder stays readable. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], max = 5): string {
  const lines = issues.slice(0, max).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
  if (issues.length > max) lines.push(`… ${issues.length - max} more`);
  return lines.join('; ');
}
