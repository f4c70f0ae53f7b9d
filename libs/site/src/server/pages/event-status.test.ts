import { describe, expect, it } from 'vitest';
import { CACHE } from '../http/cache-control';
import { eventStatusAt, publicCacheControlUntil, secondsToNextEventChange, withEventStatus } from './event-status.server';

const demo = { component: 'event', status: 'live', live_event: true, date_from: '2026-11-20 15:00', date_to: '2026-11-21 18:00' };
const at = (iso: string) => Date.parse(iso);

describe('event status from dates (docs/requirements/content.md#event-dates)', () => {
  it('is planned before, live between and ended after the dates, whatever the stored status says', () => {
    expect(eventStatusAt(demo, at('2026-11-20T14:59:59Z'))).toBe('planned');
    expect(eventStatusAt(demo, at('2026-11-20T15:00:00Z'))).toBe('live');
    expect(eventStatusAt(demo, at('2026-11-21T18:00:00Z'))).toBe('live');
    expect(eventStatusAt(demo, at('2026-11-27T09:00:00Z'))).toBe('ended');
    // A one-day event without an end date ends when it starts.
    expect(eventStatusAt({ date_from: '2027-03-02 09:00' }, at('2027-03-02T09:00:01Z'))).toBe('ended');
  });

  it('keeps the stored status of an event without dates, and leaves other content alone', () => {
    expect(eventStatusAt({ status: 'planned' }, 0)).toBe('planned');
    expect(eventStatusAt({ status: 'soon' }, 0)).toBeUndefined();
    const story = { content: demo };
    expect(withEventStatus(story, at('2026-11-27T09:00:00Z')).content).toMatchObject({ status: 'ended', live_event: true });
    const page = { content: { component: 'page', status: 'live' } };
    expect(withEventStatus(page, 0)).toBe(page);
  });

  it('bounds the shared caches by the next start or end of any event of the page', () => {
    const stories = [{ content: demo }, { content: { component: 'page' } }, { content: { component: 'event', date_from: '2027-01-01 00:00' } }];
    expect(secondsToNextEventChange(stories, at('2026-11-21T17:59:00Z'))).toBe(60);
    expect(secondsToNextEventChange(stories, at('2026-12-31T23:00:00Z'))).toBe(3600);
    expect(secondsToNextEventChange(stories, at('2027-06-01T00:00:00Z'))).toBeNull();
    expect(publicCacheControlUntil(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=0');
    expect(publicCacheControlUntil(3600)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3300');
    expect(publicCacheControlUntil(null)).toBe(CACHE.public);
    expect(publicCacheControlUntil(10 * 86400)).toBe(CACHE.public);
  });
});
