import { type FieldMeta, InputField, SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { EVENT_IMAGES } from "~/features/admin/events-admin.schema";
import { useTranslation } from "~/utils/i18n/react";

// The fields of the back office's event, session and webinar forms, on the form layer (decision
// 028): each takes Conform's metadata from the page's `useAppForm`. Every text members read is
// edited in Dutch and English side by side; times are typed on a named zone's wall clock.

/** Conform's metadata of the named fields. */
export type FieldsOf<Name extends string> = Record<Name, FieldMeta>;

type Bilingual<Base extends string> = `${Base}Nl` | `${Base}En`;

/** A text in both languages, side by side: `${base}Nl` and `${base}En`. */
export function BilingualField<Base extends string>({
  fields,
  base,
  label,
  hint,
  multiline = false,
  rows,
}: {
  fields: FieldsOf<Bilingual<Base>>;
  base: Base;
  label: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation("admin");
  const metas = [
    { meta: fields[`${base}Nl`], label: t("eventForm.inDutch", { field: label }) },
    { meta: fields[`${base}En`], label: t("eventForm.inEnglish", { field: label }) },
  ];
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {metas.map(({ meta, label: own }) =>
        multiline ? (
          <TextAreaField key={meta.name} meta={meta} label={own} hint={hint} rows={rows} monospace />
        ) : (
          <TextField key={meta.name} meta={meta} label={own} hint={hint} />
        ),
      )}
    </fieldset>
  );
}

/** The audience: everyone, or one partner's members. */
function AudienceField({ meta, partners }: { meta: FieldMeta; partners: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation("admin");
  return (
    <SelectField
      meta={meta}
      label={t("eventForm.fields.audience")}
      options={[
        { value: "", label: t("events.everyone") },
        ...partners.map((partner) => ({ value: partner.id, label: t("events.forPartner", { partner: partner.name }) })),
      ]}
    />
  );
}

/** Who an event or webinar is for: everyone, or one partner's members. */
export function Audience({ partnerName }: { partnerName: string | null }) {
  const { t } = useTranslation("admin");
  return partnerName ? t("events.forPartner", { partner: partnerName }) : t("events.everyone");
}

/** The address name of a new event, session or webinar. */
export function SlugField({ meta, hint }: { meta: FieldMeta; hint: string }) {
  const { t } = useTranslation("admin");
  return <TextField meta={meta} label={t("eventForm.fields.slug")} hint={hint} />;
}

export type EventFieldName = "kind" | "partnerId" | "image" | Bilingual<"title" | "summary" | "body">;

/** An event's kind, audience, texts and illustration. */
export function EventFields({
  fields,
  partners,
}: {
  fields: FieldsOf<EventFieldName>;
  partners: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          meta={fields.kind}
          label={t("eventForm.fields.kind")}
          options={(["sport_event", "vitality_session", "workshop", "tour"] as const).map((kind) => ({
            value: kind,
            label: t(`events.kinds.${kind}`),
          }))}
        />
        <AudienceField meta={fields.partnerId} partners={partners} />
      </div>
      <BilingualField fields={fields} base="title" label={t("eventForm.fields.title")} />
      <BilingualField fields={fields} base="summary" label={t("eventForm.fields.summary")} multiline rows={3} />
      <BilingualField
        fields={fields}
        base="body"
        label={t("eventForm.fields.body")}
        hint={t("eventForm.fields.markdownHint")}
        multiline
        rows={10}
      />
      <SelectField
        meta={fields.image}
        label={t("eventForm.fields.image")}
        options={EVENT_IMAGES.map((image) => ({ value: image, label: image.replace("/images/events/", "") }))}
      />
    </>
  );
}

export type SessionFieldName =
  | Bilingual<"title">
  | "timeZone"
  | "startDate"
  | "startTime"
  | "endDate"
  | "endTime"
  | "deadlineDate"
  | "deadlineTime"
  | "location"
  | "onlineUrl"
  | "capacity"
  | "choices";

/** A session's titles, times in a named zone, place, capacity and choices. */
export function SessionFields({ fields }: { fields: FieldsOf<SessionFieldName> }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <BilingualField fields={fields} base="title" label={t("eventForm.fields.sessionTitle")} />
      <TextField
        meta={fields.timeZone}
        label={t("eventForm.fields.timeZone")}
        hint={t("eventForm.fields.timeZoneHint")}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField meta={fields.startDate} type="date" label={t("eventForm.fields.startDate")} />
        <InputField meta={fields.startTime} type="time" label={t("eventForm.fields.startTime")} />
        <InputField meta={fields.endDate} type="date" label={t("eventForm.fields.endDate")} />
        <InputField meta={fields.endTime} type="time" label={t("eventForm.fields.endTime")} />
        <InputField meta={fields.deadlineDate} type="date" label={t("eventForm.fields.deadlineDate")} />
        <InputField meta={fields.deadlineTime} type="time" label={t("eventForm.fields.deadlineTime")} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={fields.location}
          label={t("eventForm.fields.location")}
          hint={t("eventForm.fields.placeHint")}
        />
        <TextField meta={fields.onlineUrl} type="url" label={t("eventForm.fields.onlineUrl")} />
      </div>
      <TextField meta={fields.capacity} label={t("eventForm.fields.capacity")} />
      <TextAreaField
        meta={fields.choices}
        rows={3}
        label={t("eventForm.fields.choices")}
        hint={t("eventForm.fields.choicesHint")}
        monospace
      />
    </>
  );
}

export type WebinarFieldName =
  | "partnerId"
  | Bilingual<"title" | "description" | "presenterRole">
  | "presenterName"
  | "timeZone"
  | "startDate"
  | "startTime"
  | "durationMinutes"
  | "streamUrl"
  | "recordingSlug";

/** A webinar's audience, texts, presenter, start in a named zone, duration, stream and recording. */
export function WebinarFields({
  fields,
  partners,
}: {
  fields: FieldsOf<WebinarFieldName>;
  partners: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AudienceField meta={fields.partnerId} partners={partners} />
      <BilingualField fields={fields} base="title" label={t("eventForm.fields.title")} />
      <BilingualField
        fields={fields}
        base="description"
        label={t("webinars.fields.description")}
        hint={t("eventForm.fields.markdownHint")}
        multiline
        rows={8}
      />
      <TextField meta={fields.presenterName} label={t("webinars.fields.presenter")} />
      <BilingualField fields={fields} base="presenterRole" label={t("webinars.fields.presenterRole")} />
      <TextField
        meta={fields.timeZone}
        label={t("eventForm.fields.timeZone")}
        hint={t("eventForm.fields.timeZoneHint")}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <InputField meta={fields.startDate} type="date" label={t("eventForm.fields.startDate")} />
        <InputField meta={fields.startTime} type="time" label={t("eventForm.fields.startTime")} />
        <TextField meta={fields.durationMinutes} label={t("webinars.fields.duration")} />
      </div>
      <TextField
        meta={fields.streamUrl}
        type="url"
        label={t("webinars.fields.stream")}
        hint={t("webinars.fields.streamHint")}
      />
      <TextField
        meta={fields.recordingSlug}
        label={t("webinars.fields.recording")}
        hint={t("webinars.fields.recordingHint")}
      />
    </>
  );
}

/** The field names of a fieldset, for the summary's links. */
export const eventFieldNames: readonly EventFieldName[] = [
  "kind",
  "partnerId",
  "titleNl",
  "titleEn",
  "summaryNl",
  "summaryEn",
  "bodyNl",
  "bodyEn",
  "image",
];
export const sessionFieldNames: readonly SessionFieldName[] = [
  "titleNl",
  "titleEn",
  "timeZone",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "deadlineDate",
  "deadlineTime",
  "location",
  "onlineUrl",
  "capacity",
  "choices",
];
export const webinarFieldNames: readonly WebinarFieldName[] = [
  "partnerId",
  "titleNl",
  "titleEn",
  "descriptionNl",
  "descriptionEn",
  "presenterName",
  "presenterRoleNl",
  "presenterRoleEn",
  "timeZone",
  "startDate",
  "startTime",
  "durationMinutes",
  "streamUrl",
  "recordingSlug",
];
