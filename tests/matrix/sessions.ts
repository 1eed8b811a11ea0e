import type { Entry } from "./access-matrix";

export const sessionEntries: Entry[] = [];
