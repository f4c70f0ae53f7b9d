/**
 * Placeholder until the blocks library's error templates are wired (see story-view).
 */
export function ErrorScreen({ status, pathname }: { status: number; pathname: string }) {
  const home = pathname.includes('extranet') ? '/extranet' : '/';
  if (status === 401) {
    return (
      <main id="main">
        <h1>Forbidden access</h1>
        <p>This content is available in the content service preview or by providing valid credentials.</p>
      </main>
    );
  }
  const title =
    status === 404
      ? 'We are not able to find the page you were looking for'
      : status === 403
        ? "You don't have access to this page"
        : 'Ops! This page is missing.';
  return (
    <main id="main">
      <h1>{title}</h1>
      <p>Either something went wrong or the page doesn&apos;t exist anymore</p>
      <a href={home}>Go back to the homepage</a>
    </main>
  );
}
