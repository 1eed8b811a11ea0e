import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/guards.server";
import { callPage } from "~/features/calls/call-page.server";
import { CallScreen } from "~/features/calls/components/call-screen";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import type { Route } from "./+types/member-call";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "member");
  return {
    call: await callPage(await getDb(), user, params.id, "member", new Date()),
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
