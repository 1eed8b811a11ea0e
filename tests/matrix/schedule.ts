import type { Entry } from "./access-matrix";

export const scheduleEntries: Entry[] = [];
