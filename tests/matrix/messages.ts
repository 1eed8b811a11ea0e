import type { Entry } from "./access-matrix";

// The message routes, member and coach side, with the outcome each role gets (see access-matrix.ts).
export const messageEntries: Entry[] = [];
