import { Form as RouterForm } from "react-router";
import { type FieldMeta, InputField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import type { ButtonVariant } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import type { MediaState } from "~/features/media/media";
import { useTranslation } from "~/utils/i18n/react";

/**
 * Publish now, schedule at a time on the administrator's clock, back to draft or withdraw: the
 * buttons the item's state allows, each its own small form.
 */
export function MediaPublicationCard({
  state,
  timeZone,
  schedule,
  publishAt,
}: {
  state: MediaState;
  timeZone: string;
  /** The schedule form (Conform) and its one field. */
  schedule: AppFormMetadata;
  publishAt: FieldMeta;
}) {
  const { t } = useTranslation("admin-content");
  const button = (intent: "publish" | "unpublish" | "withdraw", label: string, variant: ButtonVariant) => (
    <RouterForm method="post">
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {label}
      </Button>
    </RouterForm>
  );
  return (
    <Card className="mt-6">
      <h2 id="publication-title" className="text-xl font-semibold text-ink">
        {t("media.publication.title")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("media.publication.intro", { zone: timeZone })}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {state !== "published" ? button("publish", t("media.publication.publishNow"), "primary") : null}
        {state !== "published" ? (
          <Form form={schedule} className="flex flex-wrap items-end gap-3" aria-label={t("media.publication.schedule")}>
            <input type="hidden" name="intent" value="schedule" />
            <InputField
              meta={publishAt}
              type="datetime-local"
              label={t("media.fields.publishAt", { zone: timeZone })}
            />
            <Button type="submit" variant="secondary">
              {t("media.publication.schedule")}
            </Button>
          </Form>
        ) : null}
        {state === "scheduled" || state === "withdrawn"
          ? button("unpublish", t("media.publication.unpublish"), "ghost")
          : null}
        {state === "published" ? button("withdraw", t("media.publication.withdraw"), "danger") : null}
      </div>
    </Card>
  );
}
