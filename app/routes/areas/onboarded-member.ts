import { onboardedMemberArea } from "~/features/accounts/areas.server";
import type { Route } from "./+types/onboarded-member";

// Inside the member area: members who finished onboarding; see `app/features/accounts/areas.server.ts`.
export const middleware: Route.MiddlewareFunction[] = [onboardedMemberArea];
