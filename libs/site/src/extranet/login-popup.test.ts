import { describe, expect, it } from 'vitest';
import { loginInPopup, popupLoginUrl, type PopupChannel, type PopupHost } from './login-popup';

// The popup login's outcomes (docs/requirements/extranet.md#login-errors, docs/requirements/extranet.md#login-popup, decision 0802) against a fake window and
// a fake BroadcastChannel on which /auth/popup-done reports.
function fakeHost(opens = true) {
  const opened: Array<{ url: string; features: string }> = [];
  const popup = {
    closed: false,
    closedByUs: false,
    close() {
      this.closed = true;
      this.closedByUs = true;
    },
  };
  const channel: PopupChannel & { closed: boolean } = {
    onmessage: null,
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const host: PopupHost = {
    open: ((url: string, _name: string, features: string) => {
      opened.push({ url, features });
      return opens ? popup : null;
    }) as unknown as Window['open'],
    screenX: 100,
    screenY: 50,
    outerWidth: 1200,
    outerHeight: 900,
    setInterval: ((fn: () => void, ms: number) => setInterval(fn, ms)) as unknown as Window['setInterval'],
    clearInterval: ((id: number) => clearInterval(id)) as unknown as Window['clearInterval'],
  };
  const report = (data: unknown, afterMs = 20) => setTimeout(() => channel.onmessage?.({ data }), afterMs);
  return { host, opened, popup, channel, report };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login popup', () => {
  it('opens a centred 400x600 popup on the login that returns to /auth/popup-done, and is done when it says so', async () => {
    const f = fakeHost();
    f.report({ authError: null });
    const url = popupLoginUrl('http://127.0.0.1:4000/auth/login', 'it');
    expect(await loginInPopup(f.host, url, { pollMs: 5, channel: f.channel })).toEqual({ kind: 'done' });
    expect(f.opened).toEqual([
      { url: 'http://127.0.0.1:4000/auth/login?returnTo=%2Fauth%2Fpopup-done&lang=it', features: 'popup=yes,width=400,height=600,left=500,top=200' },
    ]);
    expect(f.popup.closedByUs).toBe(true);
    expect(f.channel.closed).toBe(true);
  });

  it('reports the error code of the callback', async () => {
    const f = fakeHost();
    f.report({ authError: 'mfa_required' });
    expect(await loginInPopup(f.host, '/auth/login', { pollMs: 5, channel: f.channel })).toEqual({ kind: 'error', code: 'mfa_required' });
  });

  it('passes on the detail of a configuration error (refused client secret, no roles claim)', async () => {
    const f = fakeHost();
    f.report({ authError: 'request_error', authDetail: 'configuration' });
    expect(await loginInPopup(f.host, '/auth/login', { pollMs: 5, channel: f.channel })).toEqual({
      kind: 'error',
      code: 'request_error',
      detail: 'configuration',
    });
  });

  it('takes a report that arrives just after the browser calls the popup closed', async () => {
    const f = fakeHost();
    setTimeout(() => (f.popup.closed = true), 10);
    f.report({ authError: null }, 60);
    expect(await loginInPopup(f.host, '/auth/login', { pollMs: 5, graceMs: 500, channel: f.channel })).toEqual({ kind: 'done' });
  });

  it('is cancelled when the popup closes without a report, times out when it stays open', async () => {
    const closed = fakeHost();
    setTimeout(() => (closed.popup.closed = true), 10);
    expect(await loginInPopup(closed.host, '/auth/login', { pollMs: 5, graceMs: 50, channel: closed.channel })).toEqual({ kind: 'error', code: 'cancelled' });
    const stuck = fakeHost();
    const started = Date.now();
    expect(await loginInPopup(stuck.host, '/auth/login', { pollMs: 5, timeoutMs: 80, channel: stuck.channel })).toEqual({ kind: 'error', code: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(stuck.popup.closedByUs).toBe(true);
    // A late report after the outcome changes nothing.
    stuck.report({ authError: null }, 0);
    await wait(10);
  });

  it('says blocked when no popup may open (the caller then takes the redirect flow)', async () => {
    const f = fakeHost(false);
    expect(await loginInPopup(f.host, '/auth/login', { channel: f.channel })).toEqual({ kind: 'blocked' });
  });
});
