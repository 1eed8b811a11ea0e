import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, answerError, appErrorCodes, fail, replyTo } from "./app-error";

const schema = z.object({ slug: z.string().min(1, "errors.required"), title: z.string() });
const submit = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return parseWithZod(form, { schema, disableAutoCoercion: true });
};
const caught = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing thrown");
};

describe("coded errors", () => {
  it("give each code its status and default message key", () => {
    const expected = {
      invalid: 400,
      unauthorized: 401,
      forbidden: 403,
      refused: 403,
      notFound: 404,
      conflict: 409,
      gone: 410,
      unprocessable: 422,
      tooMany: 429,
    };
    for (const [code, status] of Object.entries(expected)) {
      const error = new AppError(code as keyof typeof expected);
      expect(error.status).toBe(status);
      expect(error.key).toBe(`common:problems.${code}`);
    }
    expect(Object.keys(appErrorCodes).sort()).toEqual(Object.keys(expected).sort());
  });

  it("fail throws the coded error with its own key, fields and values", () => {
    const error = caught(() => fail("tooMany", { key: "errors.tooManyAttempts", values: { minutes: 15 } }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "tooMany",
      status: 429,
      key: "errors.tooManyAttempts",
      values: { minutes: 15 },
    });
  });

  it("answer a form with Conform's reply: the posted values and the message at its field, with the status", () => {
    const submission = submit({ slug: "taken", title: "Sleep" });
    const answer = answerError(new AppError("conflict", { fields: { slug: "media.errors.slugTaken" } }), {
      form: "media",
      submission,
    });
    expect(answer.init?.status).toBe(409);
    expect(answer.data.form).toBe("media");
    expect(answer.data.result.initialValue).toEqual({ slug: "taken", title: "Sleep" });
    expect(answer.data.result.error).toEqual({ slug: ["media.errors.slugTaken"] });
    expect(answer.data.problem).toEqual({ code: "conflict", key: "common:problems.conflict" });
  });

  it("put a failure without fields at the form, and leave a schema's refusal its own messages", () => {
    const noFields = answerError(new AppError("conflict", { key: "media.errors.alreadyPublished" }), {
      form: "publication",
      submission: submit({ slug: "x", title: "" }),
    });
    expect(noFields.data.result.error).toEqual({ "": ["media.errors.alreadyPublished"] });
    const refused = answerError(new AppError("invalid"), {
      form: "media",
      submission: submit({ slug: "", title: "" }),
    });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error).toEqual({ slug: ["errors.required"] });
  });

  it("throw the page codes for the area's error page, and answer the others without a form with the key", () => {
    const thrown = caught(() => answerError(new AppError("notFound")));
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { problem: { code: "notFound" } } });
    const answer = answerError(new AppError("unprocessable", { key: "booking.errors.outsideHours" }));
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toEqual({ problem: { code: "unprocessable", key: "booking.errors.outsideHours" } });
  });

  it("answer a refusal (403) at the form with its message, where a forbidden one goes to the error page", () => {
    const posted = { form: "email", submission: submit({ slug: "x", title: "Sleep" }) };
    const refused = answerError(new AppError("refused", { fields: { slug: "account.reauthRequired" } }), posted);
    expect(refused.init?.status).toBe(403);
    expect(refused.data.result.error).toEqual({ slug: ["account.reauthRequired"] });
    expect(caught(() => answerError(new AppError("forbidden"), posted))).toMatchObject({ init: { status: 403 } });
  });

  it("leave the hidden fields' values out of every answer", () => {
    const posted = { form: "media", submission: submit({ slug: "x", title: "a secret" }), hideFields: ["title"] };
    const answer = answerError(new AppError("invalid", { fields: { slug: "errors.required" } }), posted);
    expect(answer.data.result.initialValue).toEqual({ slug: "x" });
    expect(replyTo(posted).initialValue).toEqual({ slug: "x" });
    expect(replyTo(posted, { resetForm: true }).initialValue).toBeNull();
  });

  it("throw anything that is not an expected failure on, for error reporting", () => {
    const bug = new TypeError("undefined is not a function");
    expect(caught(() => answerError(bug))).toBe(bug);
  });
});
