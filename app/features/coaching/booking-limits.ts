// Limits of a member's booking forms that pages show as well: a plain module, so that a page using
// one does not bring the form's validation (and zod) into the browser.

/** What a member may say about a session's topic, in characters. */
export const TOPIC_LIMIT = 500;
