import { partnerArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/area";

// Every page of the partner portal: the admins of a partner, for that partner only; see
// `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [partnerArea];
