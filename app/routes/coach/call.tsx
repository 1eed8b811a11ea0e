import { getDb } from "~/db/client.server";
import { callPage } from "~/features/calls/call-page.server";
import { CallScreen } from "~/features/calls/components/call-screen";
import { requireCoach } from "~/features/coaching/coach-guard.server";
import type { Route } from "./+types/call";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, coach } = await requireCoach(request);
  return {
    call: await callPage(await getDb(), user, params.id, "coach", new Date()),
    timeZone: coach.timeZone,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

export default function CoachCall({ loaderData, params }: Route.ComponentProps) {
  return (
    <CallScreen
      call={loaderData.call}
      appointmentId={params.id}
      side="coach"
      back={`/coach/appointments/${params.id}`}
      timeZone={loaderData.timeZone}
    />
  );
}
