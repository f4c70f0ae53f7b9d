import { describe, expect, it } from 'vitest';
import { handleRemixError } from './remix-error-log';

// docs/requirements/hardening.md#hostile-requests: refusals Remix raises itself (a `?_data=` probe's 403) are info lines without stacks.

/** An error response as Remix's router raises it (ErrorResponseImpl: status, statusText, internal, error). */
function routeErrorResponse(status: number, statusText: string, message: string) {
  return { status, statusText, internal: true, data: `Error: ${message}`, error: new Error(message) };
}

function capture() {
  const lines: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
  return {
    lines,
    write: {
      info: (message: string, fields: Record<string, unknown>) => void lines.push({ level: 'info', message, fields }),
      error: (message: string, fields: Record<string, unknown>) => void lines.push({ level: 'error', message, fields }),
    },
  };
}

describe('handleRemixError (decision 0882)', () => {
  it('a 4xx Remix raises for a probe is one info line, with the reason and no stack', () => {
    const { lines, write } = capture();
    const request = new Request('http://localhost/en/global?_data=routes%2Fpage');
    handleRemixError(routeErrorResponse(403, 'Forbidden', 'Route "routes/page" does not match URL "/en/global"\n    at x'), { request }, write);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', message: 'refused request', fields: { status: 403, method: 'GET', path: '/en/global' } });
    expect(lines[0]!.fields.reason).toBe('Route "routes/page" does not match URL "/en/global"');
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });

  it("Remix's warning about a `?_data=` request under single fetch is an info line without stack (decision 1044)", () => {
    const { lines, write } = capture();
    const warning = new Error('Warning: Single fetch-enabled apps should not be making ?_data requests, this is likely to break in the future');
    handleRemixError(warning, { request: new Request('http://localhost/en/global?_data=page') }, write);
    expect(lines).toEqual([{ level: 'info', message: 'legacy data request', fields: { method: 'GET', path: '/en/global' } }]);
  });

  it('a real fault is an error with its stack; a visitor who left is not logged', () => {
    const { lines, write } = capture();
    handleRemixError(new TypeError('boom'), { request: new Request('http://localhost/x') }, write);
    expect(lines[0]).toMatchObject({ level: 'error', fields: { message: 'boom' } });
    expect(String(lines[0]!.fields.stack)).toContain('TypeError: boom');
    const ctl = new AbortController();
    ctl.abort();
    handleRemixError(new Error('gone'), { request: new Request('http://localhost/x', { signal: ctl.signal }) }, write);
    expect(lines).toHaveLength(1);
  });

  it('a 500 error response is a fault', () => {
    const { lines, write } = capture();
    handleRemixError(routeErrorResponse(500, 'Internal Server Error', 'bad'), { request: new Request('http://localhost/x') }, write);
    expect(lines[0]!.level).toBe('error');
  });
});
