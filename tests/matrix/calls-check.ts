import type { Entry } from "./access-matrix";

export const callCheckEntries: Entry[] = [];
