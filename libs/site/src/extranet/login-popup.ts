import { LOGIN_POPUP, LOGIN_POPUP_CHANNEL, LOGIN_POPUP_DONE_PATH, type AuthErrorCode } from '@silca/auth/shared';

/** How a popup login ended (docs/requirements/extranet.md#login-errors). */
export type PopupOutcome = { kind: 'done' } | { kind: 'error'; code: AuthErrorCode | string; detail?: string } | { kind: 'blocked' };

/** The channel `/auth/popup-done` posts on. */
export interface PopupChannel {
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export type PopupHost = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight' | 'setInterval' | 'clearInterval'>;

/** Timings in ms and the channel (default a BroadcastChannel). */
export interface PopupOptions {
  timeoutMs?: number;
  pollMs?: number;
  /** How long a closed popup may still report before the login counts as cancelled. */
  graceMs?: number;
  channel?: PopupChannel;
}

/** The redirect flow's login URL with `/auth/popup-done` as return path. */
export function popupLoginUrl(loginAction: string, locale: string): string {
  return `${loginAction}?${new URLSearchParams({ returnTo: LOGIN_POPUP_DONE_PATH, lang: locale })}`;
}

/** A login popup reporting `done`, `error` (`cancelled`, `timeout`) or `blocked` (docs/requirements/extranet.md#login-popup). */
export function loginInPopup(host: PopupHost, loginUrl: string, options: PopupOptions = {}): Promise<PopupOutcome> {
  const { width, height } = LOGIN_POPUP;
  const left = Math.round(host.screenX + (host.outerWidth - width) / 2);
  const top = Math.round(host.screenY + (host.outerHeight - height) / 2);
  const popup = host.open(loginUrl, 'silca-login', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return Promise.resolve({ kind: 'blocked' });
  const channel = options.channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOGIN_POPUP_CHANNEL) : null);
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? LOGIN_POPUP.timeoutMs;
  const graceMs = options.graceMs ?? 1500;
  let closedAt: number | null = null;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      host.clearInterval(timer);
      if (channel) channel.onmessage = null;
      channel?.close();
      if (!popup.closed) popup.close();
      resolve(outcome);
    };
    if (channel) {
      channel.onmessage = (event: { data: unknown }) => {
        const data = event.data as { authError?: unknown; authDetail?: unknown } | null;
        const code = data?.authError;
        const detail = typeof data?.authDetail === 'string' ? data.authDetail : undefined;
        finish(typeof code === 'string' ? { kind: 'error', code, ...(detail ? { detail } : {}) } : { kind: 'done' });
      };
    }
    const timer = host.setInterval(() => {
      const now = Date.now();
      if (now - started >= timeoutMs) return finish({ kind: 'error', code: 'timeout' });
      if (popup.closed) {
        closedAt ??= now;
        if (now - closedAt >= graceMs) finish({ kind: 'error', code: 'cancelled' });
      }
    }, options.pollMs ?? 250);
  });
}
