/** The largest photo a coach may upload, before it is re-encoded. */
export const PHOTO_UPLOAD_LIMIT = 2 * 1024 * 1024;
/** Photos are stored as a square of this many pixels. */
export const PHOTO_SIZE = 400;
