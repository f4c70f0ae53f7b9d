/** Event statuses (docs/requirements/content.md#entities). */
export const EVENT_STATUSES = ['ended', 'planned', 'live'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
