import type { Entry } from "./access-matrix";
import { signedIn } from "./outcomes";

// The pre-call check: any logged-in account (the signed-in area), a visitor 401. It reads nothing
// of anyone's; its TURN credentials are made for the account that asks.

export const callCheckEntries: Entry[] = [
  {
    route: "/:lng/call-check",
    as: "memberA",
    params: { lng: "en" },
    get: [
      { path: "/en/call-check", expect: signedIn(200) },
      { path: "/nl/call-check", expect: signedIn(200) },
    ],
  },
];
