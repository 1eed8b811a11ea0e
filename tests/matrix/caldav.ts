import type { Entry } from "./access-matrix";

export const caldavEntries: Entry[] = [];
