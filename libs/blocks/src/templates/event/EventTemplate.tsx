import type { ReactNode } from 'react';
import { ArticleHeader } from '../../blocks/article_hero/ArticleHero';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { RichText } from '../../core/rich-text-renderer/RichText';
import type { SbMultilink } from '../../core/schema/common';
import { BlokCta } from '../../shared/BlokCta';
import { formatStoryblokDate, formatStoryblokTimeRange, hasIsoDate, storyblokDateToIso } from '../../shared/dates';
import { InvalidContent } from '../../shared/InvalidContent';
import type { EventStatus } from './statuses';
import type { eventSchema } from './schema';
import styles from './EventTemplate.module.css';

/** Props of the `event` template: `{ story, rels? }`. */
export type EventTemplateProps = TemplateBaseProps;

const STATUS_KEY: Record<EventStatus, 'eventStatusEnded' | 'eventStatusPlanned' | 'eventStatusLive'> = {
  ended: 'eventStatusEnded',
  planned: 'eventStatusPlanned',
  live: 'eventStatusLive',
};

/**
 * What the page asks of the visitor in each status (docs/requirements/content.md#event-call-to-action): an invitation
 * while the event is planned or live, a closing note once it has ended, never "come and try" then.
 */
const STATUS_CALL: Record<EventStatus, 'eventInvitePlanned' | 'eventInviteLive' | 'eventEndedNote'> = {
  planned: 'eventInvitePlanned',
  live: 'eventInviteLive',
  ended: 'eventEndedNote',
};

/**
 * Event page (docs/requirements/content.md#entities): header with the status badge (ended, planned, live), title, excerpt
 * and image; a fact list (dates from–to as <time>, when, where, discipline); the call of the
 * status (docs/requirements/content.md#event-call-to-action: an invitation while planned or live, "This event has ended" after)
 * and a "Watch live" CTA when the event is live and has a stream link; the rich-text body; extra
 * bloks. The status is the one the site works out from the dates at request time.
 */
export function EventTemplate({ story, rels }: EventTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof eventSchema>('event', story);
  if (!content) return <InvalidContent {...invalid} />;
  const fromIso = storyblokDateToIso(content.date_from);
  const toIso = storyblokDateToIso(content.date_to);
  const liveLink = typeof content.live_event === 'object' && content.live_event ? (content.live_event as SbMultilink) : undefined;
  const dates: ReactNode = fromIso ? (
    <>
      <time dateTime={fromIso}>{formatStoryblokDate(content.date_from, t)}</time>
      {toIso && content.date_to?.slice(0, 10) !== content.date_from?.slice(0, 10) ? (
        <>
          {' – '}
          <time dateTime={toIso}>{formatStoryblokDate(content.date_to, t)}</time>
        </>
      ) : null}
    </>
  ) : null;
  // "When" in the locale's format: free text unless it spells ISO dates (docs/requirements/pages.md#public-site-goals), else the hours.
  const when = content.when && !hasIsoDate(content.when) ? content.when : formatStoryblokTimeRange(content.date_from, content.date_to);
  return (
    <WithRels rels={rels}>
      <article className={styles.event} {...editableAttributes(content)}>
        <ArticleHeader title={content.title} eyebrow={content.discipline} excerpt={content.excerpt} image={content.image} level={1}>
          {content.status ? (
            <p className={styles.status} data-status={content.status}>
              <span className={styles.statusLabel}>{t('eventStatus')}:</span> {t(STATUS_KEY[content.status])}
            </p>
          ) : null}
          <dl className={styles.facts}>
            {dates ? <Fact label={t('eventDates')}>{dates}</Fact> : null}
            {when ? <Fact label={t('eventWhen')}>{when}</Fact> : null}
            {content.where ? <Fact label={t('eventWhere')}>{content.where}</Fact> : null}
            {content.discipline ? <Fact label={t('eventDiscipline')}>{content.discipline}</Fact> : null}
          </dl>
          {content.status ? (
            <p className={styles.call} data-testid="event-call">
              {t(STATUS_CALL[content.status])}
            </p>
          ) : null}
          {content.status === 'live' && liveLink ? <BlokCta label={t('eventWatchLive')} link={liveLink} type="primary" size="large" /> : null}
        </ArticleHeader>
        <div className={`silca-container ${styles.body}`}>
          <RichText doc={content.body} />
        </div>
        <BlokList bloks={content.bloks} />
      </article>
    </WithRels>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
