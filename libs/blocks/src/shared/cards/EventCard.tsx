import { Image, Link } from '@silca/ui';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbStory } from '../../core/schema/common';
import { formatStoryblokDateRange, formatStoryblokTimeRange, hasIsoDate, storyblokDateToIso } from '../dates';
import styles from './Card.module.css';

const STATUS_KEY = { ended: 'eventStatusEnded', planned: 'eventStatusPlanned', live: 'eventStatusLive' } as const;

/**
 * Event card (docs/requirements/pages.md#listings): status badge (live highlighted), linked title, date range and hours in the locale's
 * words (UTC, never ISO text), where, discipline. Read loosely.
 */
export function EventCard({ story, headingLevel = 3 }: { story: SbStory; headingLevel?: 2 | 3 }) {
  const { t } = useBlocksTranslation();
  const c = (story.content ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const title = str(c.title) ?? story.name;
  const status = c.status === 'ended' || c.status === 'planned' || c.status === 'live' ? c.status : undefined;
  const live = status === 'live' || c.live_event === true;
  const from = str(c.date_from);
  const to = str(c.date_to);
  const dates = formatStoryblokDateRange(from, to, t);
  const when = str(c.when) && !hasIsoDate(c.when as string) ? (c.when as string) : formatStoryblokTimeRange(from, to);
  const where = str(c.where);
  const discipline = str(c.discipline);
  const image = c.image as SbAsset | undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-card="event" data-live={live ? 'true' : undefined}>
      <div className={styles.media} data-ratio="3:2">
        {hasAsset(image) ? (
          <Image
            src={image}
            alt=""
            aspectRatio={3 / 2}
            fit="cover"
            width={600}
            height={400}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 85vw"
            widths={[320, 480, 640, 960]}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {status ? (
          <p className={styles.status} data-status={status}>
            {t(STATUS_KEY[status])}
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link story={story} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <dl className={styles.facts}>
          {dates ? (
            <>
              <dt>{t('eventDates')}</dt>
              <dd>
                <time dateTime={storyblokDateToIso(from)}>{dates}</time>
              </dd>
            </>
          ) : null}
          {when ? (
            <>
              <dt>{t('eventWhen')}</dt>
              <dd>{when}</dd>
            </>
          ) : null}
          {where ? (
            <>
              <dt>{t('eventWhere')}</dt>
              <dd>{where}</dd>
            </>
          ) : null}
          {discipline ? (
            <>
              <dt>{t('eventDiscipline')}</dt>
              <dd>{discipline}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
