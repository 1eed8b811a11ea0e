import { memberArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/member";

// Pages for accounts with the member role; see `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [memberArea];
