import type { Entry } from "./access-matrix";

// The notification lists, member and coach side, with the outcome each role gets (see access-matrix.ts).
export const notificationEntries: Entry[] = [];
