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

export type EventTemplateProps = TemplateBaseProps;

const STATUS_KEY: Record<EventStatus, 'eventStatusEnded' | 'eventStatusPlanned' | 'eventStatusLive'> = {
  ended: 'eventStatusEnded',
  planned: 'eventStatusPlanned',
  live: 'eventStatusLive',
};

/** The visitor's call per status (docs/requirements/content.md#event-call-to-action). */
const STATUS_CALL: Record<EventStatus, 'eventInvitePlanned' | 'eventInviteLive' | 'eventEndedNote'> = {
  planned: 'eventInvitePlanned',
  live: 'eventInviteLive',
  ended: 'eventEndedNote',
};

/**
 * Event page (docs/requirements/content.md#entities): status badge, header, facts (dates, when, where, discipline), the status's call
 * (docs/requirements/content.md#event-call-to-action), "Watch live" while live with a stream, body, bloks. The site works out the status
 * from the dates.
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
  // Free text unless it spells ISO dates (docs/requirements/pages.md#listings), else the hours.
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
