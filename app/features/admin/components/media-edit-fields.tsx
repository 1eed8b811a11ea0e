import type { FieldMeta } from "~/components/form/fields";
import { SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { MAX_BODY, MAX_MEDIA_URL, MAX_SUMMARY, MAX_TITLE } from "~/features/admin/media-admin.schema";
import { MAX_MEDIA_SLUG, mediaTopics, mediaTypes } from "~/features/media/media";
import { useTranslation } from "~/utils/i18n/react";
import { LanguageColumns } from "./admin-page";

/** The fields of a media item's texts and settings, as the item's page edits them. */
export const mediaEditFields = [
  "type",
  "topic",
  "partnerId",
  "duration",
  "slug",
  "mediaUrl",
  "titleNl",
  "summaryNl",
  "bodyNl",
  "titleEn",
  "summaryEn",
  "bodyEn",
] as const;

export type MediaEditField = (typeof mediaEditFields)[number];

type Partners = readonly { id: string; name: string }[];

/** The item's type, topic and audience (everyone or one partner's members). */
export function MediaKindFields({
  fields,
  partners,
  audienceHint,
}: {
  fields: Record<"type" | "topic" | "partnerId", FieldMeta>;
  partners: Partners;
  audienceHint?: string;
}) {
  const { t } = useTranslation("admin-content");
  const { t: tm } = useTranslation("media");
  return (
    <>
      <SelectField
        meta={fields.type}
        label={t("media.fields.type")}
        options={mediaTypes.map((option) => ({ value: option, label: tm(`type.${option}`) }))}
      />
      <SelectField
        meta={fields.topic}
        label={t("media.fields.topic")}
        options={mediaTopics.map((option) => ({ value: option, label: tm(`topic.${option}`) }))}
      />
      <SelectField
        meta={fields.partnerId}
        label={t("media.fields.audience")}
        hint={audienceHint}
        options={[
          { value: "", label: t("media.everyone") },
          ...partners.map((partner) => ({ value: partner.id, label: partner.name })),
        ]}
      />
    </>
  );
}

/** The player's address: a file of the site or a page of an allowed host. */
export function MediaUrlField({ meta, hosts }: { meta: FieldMeta; hosts: readonly string[] }) {
  const { t } = useTranslation("admin-content");
  return (
    <TextField
      meta={meta}
      label={t("media.fields.mediaUrl")}
      hint={t("media.fields.mediaUrlHint", { hosts: hosts.join(", ") })}
      maxLength={MAX_MEDIA_URL}
    />
  );
}

/** Type, topic, audience, length, address and media address, then each language's texts side by side. */
export function MediaEditFields({
  fields,
  partners,
  oldSlugs,
  hosts,
  maxMinutes,
  onBodyChange,
}: {
  fields: Record<MediaEditField, FieldMeta>;
  partners: Partners;
  oldSlugs: readonly string[];
  hosts: readonly string[];
  maxMinutes: number;
  /** Called as a body is typed (the live preview). */
  onBodyChange: () => void;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        <MediaKindFields fields={fields} partners={partners} />
        <TextField
          meta={fields.duration}
          label={t("media.fields.duration")}
          hint={t("media.fields.durationHint", { max: maxMinutes })}
          maxLength={4}
        />
      </div>
      <TextField
        meta={fields.slug}
        label={t("media.fields.slug")}
        hint={
          oldSlugs.length > 0 ? t("media.fields.slugHintOld", { old: oldSlugs.join(", ") }) : t("media.fields.slugHint")
        }
        maxLength={MAX_MEDIA_SLUG}
      />
      <MediaUrlField meta={fields.mediaUrl} hosts={hosts} />
      <LanguageColumns>
        {(suffix) => (
          <>
            <TextField meta={fields[`title${suffix}`]} label={t(`media.fields.title${suffix}`)} maxLength={MAX_TITLE} />
            <TextAreaField
              meta={fields[`summary${suffix}`]}
              label={t(`media.fields.summary${suffix}`)}
              rows={3}
              maxLength={MAX_SUMMARY}
            />
            <TextAreaField
              meta={fields[`body${suffix}`]}
              label={t(`media.fields.body${suffix}`)}
              hint={t("media.fields.bodyHint")}
              rows={16}
              maxLength={MAX_BODY}
              monospace
              onChange={onBodyChange}
            />
          </>
        )}
      </LanguageColumns>
    </>
  );
}
