import type { Entry } from "./access-matrix";

export const goalEntries: Entry[] = [];
