import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { WEBINAR_FORM_INVALID, webinarFormSchema } from "./webinar.schema";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the webinar form", () => {
  it("registers and cancels", () => {
    for (const intent of ["register", "cancel"]) {
      expect(parseForm(webinarFormSchema, form({ intent }))).toEqual({ ok: true, data: { intent } });
    }
  });

  it("refuses anything else", () => {
    const posts: Record<string, string>[] = [{ intent: "delete" }, {}, { intent: "register\u0000" }];
    for (const values of posts) {
      expect(parseForm(webinarFormSchema, form(values))).toEqual({ ok: false, errors: { form: WEBINAR_FORM_INVALID } });
    }
  });
});
