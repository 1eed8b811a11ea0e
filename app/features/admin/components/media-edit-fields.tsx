import type { FieldMeta } from "~/components/form/fields";
import { SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { MAX_BODY, MAX_MEDIA_URL, MAX_SUMMARY, MAX_TITLE } from "~/features/admin/media-admin.schema";
import { languages } from "~/features/i18n/config";
import { useTranslation } from "~/features/i18n/react";
import { MAX_MEDIA_SLUG, mediaTopics, mediaTypes } from "~/features/media/media";

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
  partners: readonly { id: string; name: string }[];
  oldSlugs: readonly string[];
  hosts: readonly string[];
  maxMinutes: number;
  /** Called as a body is typed (the live preview). */
  onBodyChange: () => void;
}) {
  const { t } = useTranslation("admin-content");
  const { t: tm } = useTranslation("media");
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
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
          options={[
            { value: "", label: t("media.everyone") },
            ...partners.map((partner) => ({ value: partner.id, label: partner.name })),
          ]}
        />
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
      <TextField
        meta={fields.mediaUrl}
        label={t("media.fields.mediaUrl")}
        hint={t("media.fields.mediaUrlHint", { hosts: hosts.join(", ") })}
        maxLength={MAX_MEDIA_URL}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {languages.map((language) => {
          const suffix = language === "nl" ? "Nl" : "En";
          return (
            <fieldset key={language} className="flex min-w-0 flex-col gap-5">
              <legend className="mb-2 text-lg font-semibold text-ink">{t(`languages.${language}`)}</legend>
              <TextField
                meta={fields[`title${suffix}`]}
                label={t(`media.fields.title${suffix}`)}
                maxLength={MAX_TITLE}
              />
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
            </fieldset>
          );
        })}
      </div>
    </>
  );
}
