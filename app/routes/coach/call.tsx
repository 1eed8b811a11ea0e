import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { callPage } from "~/features/calls/call-page.server";
import { CallScreen } from "~/features/calls/components/call-screen";
import { answerError } from "~/utils/app-error";
import type { Route } from "./+types/call";

// The appointment id is checked (a UUID, this coach's own) by callPage.
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const coach = context.get(coachPractice);
  return {
    call: await callPage(dbOf(context), user, params.id, "coach", new Date()).catch((error) => {
      // Not found or not theirs: the area's error page.
      throw answerError(error);
    }),
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
