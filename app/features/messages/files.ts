/** The largest attachment, in bytes (5 MB); the server checks it again (`files.server.ts`). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
