import type { Entry } from "./access-matrix";

export const waitlistEntries: Entry[] = [];
