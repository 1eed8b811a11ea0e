import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { coachCalendarFeed } from "~/features/coaching/calendar-feed.server";
import type { Route } from "./+types/calendar-feed";

/** The coach's appointments as an ICS subscription; the secret token is the only key. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const feed = await coachCalendarFeed(dbOf(context), params.token, new Date());
  if (feed === null) throw data(null, { status: 404 });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
