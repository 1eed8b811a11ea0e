import { z } from "zod";
import { safeText } from "~/utils/zod-text";

// The member's rating of a held session (`/:lng/coaching/:id/feedback`): a score of 1 to 5 and
// whether they would recommend the coach, both required, and a comment if they like. Messages are
// `feedback` catalog keys.

export const RATINGS = ["1", "2", "3", "4", "5"] as const;
export const MAX_COMMENT = 1000;

export const ratingFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("rate"),
      rating: z.enum(RATINGS, { error: "errors.ratingRequired" }).transform(Number),
      recommend: z.enum(["yes", "no"], { error: "errors.recommendRequired" }).transform((value) => value === "yes"),
      comment: safeText(MAX_COMMENT, { multiline: true, messages: { tooLong: "errors.commentTooLong" } })
        .default("")
        .transform((value) => (value === "" ? null : value)),
    }),
  ],
  { error: "errors.unknown" },
);

export type RatingForm = z.infer<typeof ratingFormSchema>;
