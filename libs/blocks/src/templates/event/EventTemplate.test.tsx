import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blocksResources, BLOCKS_LOCALES } from '../../core/i18n/resources';
import type { SbStory } from '../../core/schema/common';
import { renderBlocks } from '../../core/testing/render';
import { EventTemplate } from './EventTemplate';
import { EVENT_STATUSES } from './statuses';

const event = (status: string): SbStory => ({
  uuid: `event-${status}`,
  name: 'Batimat 2026',
  slug: 'batimat-2026',
  full_slug: 'global/events-and-news/events/batimat-2026',
  content: { _uid: 'e', component: 'event', title: 'Batimat 2026', status, date_from: '2026-12-01 09:00', date_to: '2026-12-04 18:00', where: 'Paris' },
});

describe('event call to action (docs/requirements/content.md#event-call-to-action)', () => {
  for (const locale of BLOCKS_LOCALES) {
    const strings = blocksResources[locale].blocks;
    it(`${locale}: an ended event says it has ended and invites nobody; planned and live events invite`, () => {
      const { unmount } = renderBlocks(<EventTemplate story={event('ended')} />, { locale });
      const call = screen.getByTestId('event-call');
      expect(call.textContent).toBe(strings.eventEndedNote);
      const page = document.body.textContent ?? '';
      expect(page).not.toContain(strings.eventInvitePlanned);
      expect(page).not.toContain(strings.eventInviteLive);
      unmount();
      for (const status of EVENT_STATUSES.filter((s) => s !== 'ended')) {
        const again = renderBlocks(<EventTemplate story={event(status)} />, { locale });
        expect(screen.getByTestId('event-call').textContent).toBe(status === 'live' ? strings.eventInviteLive : strings.eventInvitePlanned);
        expect(document.body.textContent).not.toContain(strings.eventEndedNote);
        again.unmount();
      }
    });
  }

  it('each locale has its own words for the three calls', () => {
    for (const locale of BLOCKS_LOCALES.filter((l) => l !== 'en')) {
      for (const key of ['eventInvitePlanned', 'eventInviteLive', 'eventEndedNote'] as const) {
        expect(blocksResources[locale].blocks[key], `${locale} ${key}`).not.toBe(blocksResources.en.blocks[key]);
      }
    }
  });
});
