import { describe, expect, it } from "vitest";
import { formBodyProblem, isFormRefusal, isMultipart } from "./form-body";

describe("form bodies", () => {
  it("takes the two kinds of form a browser posts, in any case and with parameters", () => {
    expect(formBodyProblem("application/x-www-form-urlencoded")).toBeNull();
    expect(formBodyProblem("Application/X-WWW-Form-Urlencoded; charset=UTF-8")).toBeNull();
    expect(formBodyProblem("multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxk")).toBeNull();
    expect(formBodyProblem('multipart/form-data; charset=utf-8; BOUNDARY="a b"')).toBeNull();
  });

  it("calls anything else unsupported: JSON, text, no Content-Type at all", () => {
    for (const type of ["application/json", "text/plain", "text/plain; charset=utf-8", "", null, undefined]) {
      expect(formBodyProblem(type), String(type)).toBe("unsupported");
    }
    expect(formBodyProblem("application/x-www-form-urlencodedx")).toBe("unsupported");
    expect(formBodyProblem("multipart/mixed; boundary=x")).toBe("unsupported");
  });

  it("calls a multipart form without its boundary malformed", () => {
    expect(formBodyProblem("multipart/form-data")).toBe("malformed");
    expect(formBodyProblem("multipart/form-data;")).toBe("malformed");
    expect(formBodyProblem("multipart/form-data; boundary=")).toBe("malformed");
    expect(formBodyProblem('multipart/form-data; boundary=""')).toBe("malformed");
    expect(formBodyProblem("multipart/form-data; charset=utf-8")).toBe("malformed");
  });

  it("knows a multipart body and a refusal of a form by their marks", () => {
    expect(isMultipart("Multipart/Form-Data; boundary=x")).toBe(true);
    expect(isMultipart("application/x-www-form-urlencoded")).toBe(false);
    expect(isMultipart(null)).toBe(false);
    expect(isFormRefusal({ lng: "nl", reason: "form" })).toBe(true);
    expect(isFormRefusal({ lng: "nl" })).toBe(false);
    expect(isFormRefusal(null)).toBe(false);
    expect(isFormRefusal("form")).toBe(false);
  });
});
