import { type DefaultValue, type FormMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ComponentProps, useMemo } from "react";
import { Form as RouterForm } from "react-router";
import { z } from "zod";
import type { FormAnswer } from "~/utils/app-error";

// A form of the page, on Conform (decision 028): the route's schema checks it in the browser as the
// server does, and the action's answer (`FormAnswer`) puts back what was posted and the messages.

/** The fields Conform adds to a post for its own use; each holds JSON when Conform wrote it. */
const CONFORM_FIELDS = ["__intent__", "__state__"];

function isJson(value: FormDataEntryValue): boolean {
  if (typeof value !== "string") return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Schemas parse what forms post, as strings: Conform's own conversions (empty to missing) are off.
 * Conform's own fields that are not what Conform writes (a hand-made post) are dropped first, so
 * they are read as absent instead of failing the request.
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  let posted = formData;
  if (CONFORM_FIELDS.some((name) => formData.getAll(name).some((value) => !isJson(value)))) {
    posted = new FormData();
    for (const [name, value] of formData) {
      if (CONFORM_FIELDS.includes(name) && !isJson(value)) continue;
      posted.append(name, value);
    }
  }
  return parseWithZod(posted, { schema, disableAutoCoercion: true });
}

/** What a submit that is not checked is read with: anything. */
const unchecked = z.unknown();

function isNoValidate(submitter: HTMLElement | null | undefined): boolean {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.formNoValidate;
}

export interface AppFormOptions<Schema extends z.ZodType> {
  /** The form's id: its fields' ids are `{id}-{name}`, and the answer names it. */
  id: string;
  schema: Schema;
  /** The action's answer; it applies only when it answers this form. */
  answer?: FormAnswer | null;
  /** The values before anything is posted (the loader's), as strings. */
  defaultValue?: DefaultValue<z.input<Schema>>;
}

/**
 * Conform's `useForm` the way every page uses it: checked with the route's schema when a field is
 * left and again while it is corrected, and on submit; the server's answer when it is this form's.
 */
export function useAppForm<Schema extends z.ZodType>({ id, schema, answer, defaultValue }: AppFormOptions<Schema>) {
  const result = answer?.form === id ? answer.result : undefined;
  // A saved form starts again from what was saved: the answer's reset (`resetForm`) arrives with
  // the loader's new values, which become the form's values. (Left to Conform, the reset went back
  // to the values the form was first drawn with.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once per answer, with the values of that render
  const lastResult = useMemo(
    () =>
      result && result.initialValue === null && defaultValue
        ? { ...result, initialValue: defaultValue as NonNullable<typeof result.initialValue> }
        : result,
    [result],
  );
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    defaultValue: defaultValue as DefaultValue<z.input<Schema> & Record<string, unknown>>,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // A button marked `formNoValidate` (going back a step) posts what is there, unchecked, as the
    // browser does for it without script; the server decides what to keep.
    onValidate: ({ formData, submitter }) =>
      parseSubmission(formData, isNoValidate(submitter) ? (unchecked as unknown as Schema) : schema),
  });
}

/** A form of `useAppForm`, whatever its schema (what `Form` and a page's components take). */
export type AppFormMetadata = FormMetadata;

/**
 * React Router's `<Form method="post">` with a Conform form's id, validation and submit handling.
 * `noValidate` is Conform's: the browser's own bubbles would speak the browser's language.
 */
export function Form({
  form,
  ...props
}: { form: AppFormMetadata } & Omit<ComponentProps<typeof RouterForm>, "id" | "onSubmit" | "noValidate" | "method">) {
  return <RouterForm method="post" {...getFormProps(form)} {...props} />;
}
