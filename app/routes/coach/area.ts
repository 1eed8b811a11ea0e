import { coachArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/area";

// Every coach page but the login: coaches with a practice; see `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [coachArea];
