import { PHOTO_UPLOAD_LIMIT } from "~/features/coaching/photo";

/** The largest logo file accepted for upload, the same as a coach's photo; shown in the form's hint. */
export const LOGO_UPLOAD_LIMIT = PHOTO_UPLOAD_LIMIT;
