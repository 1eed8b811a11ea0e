import type { Entry } from "./access-matrix";

export const feedbackEntries: Entry[] = [];
