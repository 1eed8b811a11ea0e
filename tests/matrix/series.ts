import type { Entry } from "./access-matrix";

export const seriesEntries: Entry[] = [];
