import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { callPage } from "~/features/calls/call-page.server";
import { CallScreen } from "~/features/calls/components/call-screen";
import { answerError } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import type { Route } from "./+types/member-call";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  // `callPage` answers an id that is not a UUID with 404 before any query.
  return {
    call: await callPage(dbOf(context), user, params.id, "member", new Date()).catch((error) => {
      // Not found or not theirs: the area's error page.
      throw answerError(error);
    }),
    timeZone: user.timeZone,
  };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "calls:metaTitle");

export default function MemberCall({ loaderData, params }: Route.ComponentProps) {
  const lng = languageParam(params.lng);
  return (
    <CallScreen
      call={loaderData.call}
      appointmentId={params.id}
      side="member"
      back={`/${lng}/coaching/${params.id}`}
      timeZone={loaderData.timeZone}
    />
  );
}
