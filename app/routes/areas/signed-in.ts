import { signedInArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/signed-in";

// Pages for any logged-in account; see `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [signedInArea];
