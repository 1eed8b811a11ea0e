import { signedInUser } from "~/features/accounts/areas.server";
import { CallCheck } from "~/features/calls/components/call-check";
import { turnCheckConfig } from "~/features/calls/ice.server";
import { privateMeta } from "~/utils/i18n/meta";
import type { Route } from "./+types/call-check";

// The pre-call check (`/:lng/call-check`), for any signed-in account: camera, microphone, speaker,
// and whether the network reaches the TURN server (with credentials for this person).
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  return { turnServers: turnCheckConfig(user.id, new Date()) };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "calls:check.metaTitle");

export default function CallCheckPage({ loaderData }: Route.ComponentProps) {
  return <CallCheck turnServers={loaderData.turnServers} />;
}
