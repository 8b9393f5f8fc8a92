import { stableId } from '../../../db/stable-id.ts';
import type { Rng } from '../random.ts';
import type { GeneratedAnnouncement, GeneratedEvent } from './types.ts';

/**
 * Turns a drafted text into an announcement: a stable guid named after what it announces (so a
 * reseed keeps every link), a publishing time on a Riyadh business day, and its events' guids.
 * An announcement that carries dated events is an EVENT one (spec §3), any other is NEWS.
 */

export type EventDraft = Omit<GeneratedEvent, 'guid'>;

export type Draft = Omit<GeneratedAnnouncement, 'guid' | 'announcement_type' | 'published_at' | 'events'> & {
  /** Names the announcement among all others, e.g. `2222:results:2025:Q3`. */
  key: string;
  /** A business day. */
  day: string;
  /** "HH:MM" in Riyadh; drawn between 07:00 and 16:00 when not given. */
  time?: string;
  events?: EventDraft[];
};

/** A time of the working day at which disclosures go out. */
export function officeTime(rng: Rng, from = 7 * 60, to = 16 * 60): string {
  const m = rng.int(from, to);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function announce(rng: Rng, draft: Draft): GeneratedAnnouncement {
  const { key, day, time, events = [], ...rest } = draft;
  return {
    ...rest,
    guid: stableId('announcement', key),
    announcement_type: events.length ? 'EVENT' : 'NEWS',
    published_at: `${day}T${time ?? officeTime(rng)}:00+03:00`,
    events: events.map((e) => ({ ...e, guid: stableId('event', `${key}:${e.type}:${e.date}`) })),
  };
}
