/** What the publishable libraries must not contain (docs/requirements/architecture.md#publishable-libraries), as [rule name, pattern]. */
export const FORBIDDEN_IN_PUBLISHED_CODE: [string, RegExp][] = [
  ['process.env', /\bprocess\.env\b/],
  ['import.meta.env', /\bimport\.meta\.env\b/],
  ['node: built-in import', /from\s+['"]node:|import\(\s*['"]node:|require\(\s*['"]node:/],
  ['Node built-in import', /from\s+['"](fs|fs\/promises|path|os|child_process|http|https|net|tls|crypto|worker_threads|cluster|zlib)['"]/],
  ['Remix server module', /['"]@remix-run\/(node|server-runtime|express|serve)['"]/],
  ['*.server module', /from\s+['"][^'"]*\.server(\.tsx?)?['"]/],
];

export function findForbidden(code: string): string[] {
  return FORBIDDEN_IN_PUBLISHED_CODE.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}
