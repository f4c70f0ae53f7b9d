import { CACHE } from '../http/cache-control';

/** Event statuses of docs/requirements/content.md#entities. */
export type EventStatus = 'planned' | 'live' | 'ended';

/** Storyblok `YYYY-MM-DD HH:mm` (UTC) as epoch milliseconds; NaN when missing or malformed. */
function epoch(value: unknown): number {
  if (typeof value !== 'string' || value === '') return Number.NaN;
  return Date.parse(value.replace(' ', 'T') + (value.length === 16 ? ':00Z' : ''));
}

/** The event's `[from, to]` in epoch ms (`to` = `from` without an end date), or null without dates. */
function rangeOf(content: Record<string, unknown>): [number, number] | null {
  const from = epoch(content.date_from);
  if (Number.isNaN(from)) return null;
  const to = epoch(content.date_to);
  return [from, Number.isNaN(to) || to < from ? from : to];
}

/** The status an event shows at `now` (epoch ms) by its dates, else its stored one (docs/requirements/content.md#event-dates). */
export function eventStatusAt(content: Record<string, unknown>, now: number): EventStatus | undefined {
  const range = rangeOf(content);
  if (range) return now < range[0] ? 'planned' : now <= range[1] ? 'live' : 'ended';
  const stored = content.status;
  return stored === 'planned' || stored === 'live' || stored === 'ended' ? stored : undefined;
}

/** `story` with its content's `status` set to {@link eventStatusAt} when it is an event; others unchanged. */
export function withEventStatus<S extends { content?: unknown }>(story: S, now: number): S {
  const content = story.content as Record<string, unknown> | undefined;
  if (!content || content.component !== 'event') return story;
  const status = eventStatusAt(content, now);
  return status === content.status ? story : { ...story, content: { ...content, status } };
}

/** Seconds from `now` until the first status change of any of `stories`' events; null when none will change. */
export function secondsToNextEventChange(stories: readonly { content?: unknown }[], now: number): number | null {
  let next = Infinity;
  for (const story of stories) {
    const content = story.content as Record<string, unknown> | undefined;
    if (!content || content.component !== 'event') continue;
    const range = rangeOf(content);
    if (!range) continue;
    // `live` lasts until date_to inclusive: the change to `ended` is one millisecond after.
    for (const at of [range[0], range[1] + 1]) if (at > now && at < next) next = at;
  }
  return next === Infinity ? null : Math.max(1, Math.floor((next - now) / 1000));
}

/** Cache-Control of a public page whose event statuses change in `seconds`: no cached copy outlives the change (docs/requirements/content.md#event-dates). */
export function publicCacheControlUntil(seconds: number | null): string {
  const match = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(CACHE.public)!;
  const sMaxAge = Number(match[1]);
  const swr = Number(match[2]);
  if (seconds === null || seconds >= sMaxAge + swr) return CACHE.public;
  const fresh = Math.min(sMaxAge, seconds);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.min(swr, seconds - fresh)}`;
}
