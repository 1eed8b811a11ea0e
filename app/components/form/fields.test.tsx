import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import { ErrorSummary } from "./error-summary";
import {
  CheckboxField,
  type FieldMeta,
  InputField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from "./fields";
import { parseSubmission } from "./form";
import { FormMessages } from "./messages";

// The form layer drawn on the server, as a page without script shows it: every field tied to its
// messages, in the page's language, and the summary linking each message to its field.

const html = (node: ReactNode, lng: "en" | "nl" = "en") =>
  renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <FormMessages namespace="admin-content" values={{ max: 600 }}>
        {node}
      </FormMessages>
    </I18nProvider>,
  );

const meta = (name: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  id: `media-${name}`,
  name,
  errorId: `media-${name}-error`,
  descriptionId: `media-${name}-description`,
  ...extra,
});

/** The attribute of the element with the id. */
const attribute = (markup: string, id: string, name: string) =>
  new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(markup)?.[0].match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The texts of the elements an element's `aria-describedby` names. */
const descriptions = (markup: string, id: string) =>
  (attribute(markup, id, "aria-describedby") ?? "")
    .split(" ")
    .map((ref) => new RegExp(`id="${ref}"[^>]*>(.*?)</`).exec(markup)?.[1])
    .filter(Boolean);

describe("the form fields", () => {
  it("draw a text field with its posted value, marked invalid and described by hint and message", () => {
    const markup = html(
      <TextField
        meta={meta("duration", { initialValue: "9999", errors: ["media.errors.duration"] })}
        label="Duration"
        hint="Optional"
      />,
    );
    expect(attribute(markup, "media-duration", "name")).toBe("duration");
    expect(attribute(markup, "media-duration", "value")).toBe("9999");
    expect(attribute(markup, "media-duration", "aria-invalid")).toBe("true");
    expect(descriptions(markup, "media-duration")).toEqual([
      "Optional",
      "Enter whole minutes from 1 to 600, or leave it empty.",
    ]);
    expect(markup).toContain('for="media-duration"');
  });

  it("draw a valid field without aria-invalid and without a message", () => {
    const markup = html(<TextField meta={meta("slug", { initialValue: "sleep" })} label="Address" />);
    expect(attribute(markup, "media-slug", "aria-invalid")).toBeUndefined();
    expect(markup).not.toContain('text-danger-700">');
  });

  it("draw a text area, a native select, a date and time, and a checkbox the same way", () => {
    const area = html(
      <TextAreaField
        meta={meta("bodyNl", { initialValue: "## Kop", errors: ["media.errors.tooLong"] })}
        label="Body"
      />,
    );
    expect(area).toMatch(/<textarea[^>]*id="media-bodyNl"[^>]*>## Kop<\/textarea>/);
    expect(attribute(area, "media-bodyNl", "aria-invalid")).toBe("true");
    expect(descriptions(area, "media-bodyNl")).toContain("This is too long.");

    const select = html(
      <SelectField
        meta={meta("type", { initialValue: "video", errors: ["media.errors.type"] })}
        label="Type"
        hint="What it is"
        options={[
          { value: "article", label: "Article" },
          { value: "video", label: "Video" },
        ]}
      />,
    );
    expect(select).toMatch(/<option value="video" selected="">/);
    expect(attribute(select, "media-type", "aria-invalid")).toBe("true");
    expect(attribute(select, "media-type", "aria-describedby")).toBe("media-type-description media-type-error");
    expect(select).toMatch(/<p id="media-type-error"[^>]*><span>Choose a type.<\/span><\/p>/);

    const when = html(
      <InputField meta={meta("publishAt", { initialValue: "2027-03-28T02:30" })} type="datetime-local" label="At" />,
    );
    expect(attribute(when, "media-publishAt", "type")).toBe("datetime-local");
    expect(attribute(when, "media-publishAt", "value")).toBe("2027-03-28T02:30");
    expect(attribute(when, "media-publishAt", "aria-describedby")).toBeUndefined();

    const box = html(
      <CheckboxField meta={meta("isPublic", { initialValue: "on", errors: ["media.errors.form"] })}>
        Public
      </CheckboxField>,
    );
    expect(box).toMatch(/<input[^>]*type="checkbox"/);
    expect(box).toMatch(/<input[^>]*checked=""/);
    expect(box).toMatch(/<input id="media-isPublic" aria-describedby="[^"]*media-isPublic-error"/);
    expect(box).toContain("This form was not recognised.");
  });

  it("draw a text field with a placeholder, a keyboard hint and a label only screen readers read", () => {
    const markup = html(
      <TextField
        meta={meta("code", { initialValue: "12" })}
        label="Code"
        hideLabel
        placeholder="123456"
        inputMode="numeric"
      />,
    );
    expect(attribute(markup, "media-code", "placeholder")).toBe("123456");
    expect(attribute(markup, "media-code", "inputMode")).toBe("numeric");
    expect(markup).toMatch(/<label class="sr-only"[^>]*for="media-code">Code<\/label>/);
    const shown = html(<TextAreaField meta={meta("note")} label="Note" placeholder="Anything else?" />);
    expect(attribute(shown, "media-note", "placeholder")).toBe("Anything else?");
    expect(shown).not.toContain("sr-only");
  });

  it("draw disabled fields that the browser does not post", () => {
    expect(
      attribute(html(<TextField meta={meta("slug")} label="Address" isDisabled />), "media-slug", "disabled"),
    ).toBe("");
    const select = html(
      <SelectField meta={meta("type")} label="Type" hideLabel isDisabled options={[{ value: "a", label: "A" }]} />,
    );
    expect(attribute(select, "media-type", "disabled")).toBe("");
    expect(select).toMatch(/<label for="media-type" class="sr-only">Type<\/label>/);
    const box = html(
      <CheckboxField meta={meta("isPublic")} isDisabled>
        Public
      </CheckboxField>,
    );
    expect(attribute(box, "media-isPublic", "disabled")).toBe("");
  });

  it("draw a radio group of native radio buttons, the posted one chosen, the first carrying the field's id", () => {
    const options = [
      { value: "never", label: "Never" },
      { value: "often", label: "Often" },
    ];
    const markup = html(
      <RadioGroupField
        meta={meta("answer", { initialValue: "often", errors: ["media.errors.type"] })}
        label="How often?"
        hint="One answer"
        options={options}
      />,
    );
    const radios = markup.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.every((radio) => radio.includes('name="answer"'))).toBe(true);
    expect(radios[0]).toContain('id="media-answer"');
    expect(radios[0]).not.toContain("checked");
    expect(radios[1]).toMatch(/checked="" value="often"/);
    expect(markup).toMatch(/role="radiogroup"[^>]*aria-invalid="true"/);
    expect(descriptions(markup, "media-answer").sort()).toEqual(["Choose a type.", "One answer"]);
    expect(markup).toContain(">How often?</span>");

    const fresh = html(<RadioGroupField meta={meta("answer")} label="How often?" hideLabel options={options} />);
    expect(fresh).not.toContain("checked");
    expect(fresh).not.toContain("aria-invalid");
    expect(fresh).toMatch(/<span class="sr-only"[^>]*>How often\?<\/span>/);
  });

  it("never fill a file input in again", () => {
    const markup = html(<InputField meta={meta("captions", { initialValue: "x.vtt" })} type="file" label="File" />);
    expect(attribute(markup, "media-captions", "value")).toBeUndefined();
  });
});

describe("the error summary", () => {
  it("lists each field's first message as a link to the field, under a heading in the page's language", () => {
    const errors = {
      slug: ["media.errors.slugTaken"],
      duration: ["media.errors.duration", "media.errors.tooLong"],
      intent: ["media.errors.form"],
      "": ["common:problems.conflict"],
    };
    const fieldId = (name: string) => (name === "intent" ? null : `media-${name}`);
    for (const lng of ["en", "nl"] as const) {
      const markup = html(<ErrorSummary errors={errors} fieldId={fieldId} />, lng);
      expect(markup).toContain('role="alert"');
      expect(markup).toContain('tabindex="-1"');
      expect(markup).toContain(lng === "en" ? "Please check these fields" : "Controleer deze velden");
      expect(markup).toMatch(/<a href="#media-slug"[^>]*>(Another item uses|Een ander item gebruikt)/);
      expect(markup).toMatch(/<a href="#media-duration"[^>]*>(Enter whole minutes from 1 to 600|Vul hele minuten)/);
      expect(markup).not.toContain("#media-intent");
      expect(markup).not.toContain("media.errors");
      // A message of another catalog, written with its namespace.
      expect(markup).toContain(lng === "en" ? "This has changed in the meantime." : "Dit is intussen veranderd.");
      expect(markup.match(/<li/g)).toHaveLength(4);
    }
  });

  it("draw nothing when there are no errors", () => {
    expect(html(<ErrorSummary errors={{ slug: null, title: [] }} fieldId={(name) => name} />)).toBe("");
    expect(html(<ErrorSummary errors={undefined} fieldId={(name) => name} />)).toBe("");
  });
});

describe("the table", () => {
  it("has a caption, column and row headers with their scope, inside a named scroll region", () => {
    const markup = html(
      <Table caption="Captions" hideCaption>
        <TableHead>
          <Row>
            <HeaderCell>Language</HeaderCell>
            <HeaderCell>State</HeaderCell>
          </Row>
        </TableHead>
        <TableBody>
          <Row>
            <HeaderCell scope="row">Dutch</HeaderCell>
            <Cell>uploaded</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    expect(markup).toMatch(/<section aria-label="Captions" tabindex="0"/);
    expect(markup).toContain('<caption class="sr-only">Captions</caption>');
    expect(markup.match(/scope="col"/g)).toHaveLength(2);
    expect(markup).toMatch(/<th scope="row"[^>]*>Dutch<\/th>/);
    expect(markup).toMatch(/<td[^>]*>uploaded<\/td>/);
  });
});

describe("parseSubmission", () => {
  const schema = z.object({ name: z.string().min(1, "errors.required") });

  it("reads a hand-made post whose Conform fields are not Conform's as one without them", () => {
    const form = new FormData();
    form.append("name", "Anna");
    form.append("__intent__", "{not json");
    form.append("__state__", "also not json");
    const submission = parseSubmission(form, schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({ name: "Anna" });
  });

  it("still refuses what the schema refuses", () => {
    const form = new FormData();
    form.append("name", "");
    form.append("__intent__", "[");
    const submission = parseSubmission(form, schema);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ name: ["errors.required"] });
  });
});
