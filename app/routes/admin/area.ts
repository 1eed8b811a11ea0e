import { adminArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/area";

// Every page of the back office: platform administrators; see `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [adminArea];
