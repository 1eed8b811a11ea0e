import type { Database } from "~/db/connection.server";
import type { Language } from "~/utils/i18n/config";
import { renderMarkdown } from "~/utils/markdown.server";
import { assertCanSee, eligibilityOf, type Viewer } from "./access.server";
import { canCancel, localised, registrationWindow } from "./events";
import { getSession } from "./events.server";

/**
 * Everything the session panel shows: the session, its event, places and waitlist, whether
 * registration is open, the viewer's registration, and what stops them from registering. The online
 * link is for registered members only. Throws 404 for an unknown session and 401/403 for a partner's
 * session the viewer may not see.
 */
export async function sessionPanel(
  db: Database,
  by: { slug: string } | { id: string },
  viewer: Viewer,
  lng: Language,
  now: Date,
) {
  const found = await getSession(db, by, viewer.user?.id ?? null);
  if (!found) return null;
  const { session, event, summary, mine } = found;
  assertCanSee(event.partnerId, viewer);
  return {
    session: {
      id: session.id,
      slug: session.slug,
      title: localised(session, "title", lng),
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      location: session.location,
      onlineUrl: mine?.status === "registered" ? session.onlineUrl : null,
      online: session.onlineUrl !== null,
      capacity: session.capacity,
      placesLeft: summary.placesLeft,
      waitlisted: summary.waitlisted,
      deadline: session.registrationDeadline.toISOString(),
      choices: session.choices.map((choice) => ({ value: choice.value, label: choice[lng] })),
      window: registrationWindow(session, now),
      cancellable: canCancel(session, now),
    },
    event: {
      slug: event.slug,
      kind: event.kind,
      title: localised(event, "title", lng),
      summary: localised(event, "summary", lng),
      bodyHtml: renderMarkdown(localised(event, "body", lng)),
      image: event.image,
    },
    mine: mine
      ? {
          status: mine.status,
          position: mine.position,
          choice: session.choices.find((choice) => choice.value === mine.choice)?.[lng] ?? null,
        }
      : null,
    eligibility: await eligibilityOf(viewer.user),
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
  };
}

export type SessionPanelData = NonNullable<Awaited<ReturnType<typeof sessionPanel>>>;
