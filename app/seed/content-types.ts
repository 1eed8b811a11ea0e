import type { DomainKey } from "~/features/vitascan/instrument";

/** A text in both languages. */
export interface Localised {
  nl: string;
  en: string;
}

export type EventKind = "sport_event" | "vitality_session" | "workshop" | "tour";

/**
 * A date of a demo event. Times are relative to the day the demo is seeded, so the demo always has
 * upcoming sessions: `startsInDays` days after today, at `startTime` on the wall clock of
 * Europe/Amsterdam.
 */
export interface DemoEventSession {
  /** Unique over all sessions, lowercase words joined by hyphens. */
  slug: string;
  title: Localised;
  startsInDays: number;
  /** "HH:MM", Europe/Amsterdam. */
  startTime: string;
  durationMinutes: number;
  /** A place (venue, street, city) or null for online sessions. */
  location: string | null;
  /** An https link for online sessions, else null. */
  onlineUrl: string | null;
  capacity: number;
  /** Registration closes this many days before the start (0: at the start). */
  deadlineDaysBefore: number;
  /** Options chosen when registering, such as a distance. */
  choices?: { value: string; label: Localised }[];
}

export interface DemoEvent {
  slug: string;
  kind: EventKind;
  /** A partner's slug (only its members see it) or null for everyone. */
  partner: string | null;
  title: Localised;
  /** One or two sentences for lists. */
  summary: Localised;
  /** Markdown: a few paragraphs, may use headings (##), lists and links. */
  body: Localised;
  /** A same-origin path of an SVG under /images/events/. */
  image: string;
  sessions: DemoEventSession[];
}

export interface DemoWebinar {
  slug: string;
  partner: string | null;
  title: Localised;
  /** Markdown. */
  description: Localised;
  presenter: { name: string; role: Localised };
  /** Negative: in the past. */
  startsInDays: number;
  /** "HH:MM", Europe/Amsterdam. */
  startTime: string;
  durationMinutes: number;
  /** An https URL on an allow-listed stream host (www.youtube-nocookie.com or player.vimeo.com). */
  streamUrl: string | null;
  /** The slug of the media item (type webinar_recording) with the recording, if there is one. */
  recordingSlug: string | null;
}

export type MediaType = "article" | "video" | "podcast" | "webinar_recording";

export interface DemoMediaItem {
  slug: string;
  type: MediaType;
  /** A vitascan domain, so weak areas of a scan can point to media. */
  topic: DomainKey;
  partner: string | null;
  title: Localised;
  summary: Localised;
  /** Markdown: the article, or the show notes / description for a video or podcast. */
  body: Localised;
  /** A same-origin file under /media/ (required for video, podcast and webinar_recording). */
  mediaUrl: string | null;
  /** Same-origin WebVTT files under /media/, per language. */
  captions: { nl: string; en: string } | null;
  durationSeconds: number | null;
  publishedDaysAgo: number;
}

export type PageListing = "none" | "children" | "media" | "coaching" | "events";

/**
 * A partner program page at /{lng}/pages/{partner}/{path}. `listing` adds a list under the body:
 * its child pages (paths below this one), the partner's media, the coaching allowance and a link to
 * the coaches, or the partner's events.
 */
export interface DemoPartnerPage {
  partner: string;
  path: string;
  public: boolean;
  title: Localised;
  /** One or two sentences, shown under the title and in lists of child pages. */
  intro: Localised;
  /** Markdown. */
  body: Localised;
  listing: PageListing;
  /** The slug of the event session this page registers for. */
  session: string | null;
  sortOrder: number;
}
