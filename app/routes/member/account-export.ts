import { exportAccount } from "~/features/accounts/account.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { Route } from "./+types/account-export";

/** All my data as a JSON download; only ever the logged-in person's own. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const now = new Date();
  const body = JSON.stringify(await exportAccount(user.id, now), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="vitaal-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
