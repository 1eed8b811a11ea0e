import { Form as RouterForm, useNavigation } from "react-router";
import { type FieldMeta, TextField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { CalendarSubscriptionView } from "~/features/coaching/calendar-subscriptions";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

export interface CalendarSubscriptionsCardProps {
  subscriptions: CalendarSubscriptionView[];
  /** How many calendars a coach may link. */
  max: number;
  /** The coach's zone: times are shown on their clock. */
  timeZone: string;
  /** The page's Conform form that links a calendar ("calendar-add"), and its address field. */
  add: AppFormMetadata;
  url: FieldMeta;
  /** The last calendar form worked. */
  saved?: boolean;
}

/**
 * The coach's own calendars on `/coach/availability`: each linked one with its masked address,
 * its last check and what went wrong in plain words, to check now or remove; and a form to link
 * another by its secret iCal address. The forms post the intents "calendar-add",
 * "calendar-remove" and "calendar-sync"; the page's summary lists what was refused.
 */
export function CalendarSubscriptionsCard({
  subscriptions,
  max,
  timeZone,
  add,
  url,
  saved = false,
}: CalendarSubscriptionsCardProps) {
  const { t } = useTranslation("calendar");
  const lng = useLanguage();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const at = (iso: string) => formatDateTime(new Date(iso), lng, timeZone);
  const full = subscriptions.length >= max;

  return (
    <section aria-labelledby="calendars-title">
      <Card>
        <h2 id="calendars-title" className="text-xl font-semibold text-ink">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
        {subscriptions.length === 0 ? (
          <p className="mt-4 text-ink">{t("empty")}</p>
        ) : (
          <ul aria-label={t("list")} className="mt-4 divide-y divide-line">
            {subscriptions.map((subscription) => (
              <li key={subscription.id} className="flex flex-col gap-2 py-3">
                <span className="font-semibold break-all text-ink">{subscription.address}</span>
                <span className="text-sm text-ink-muted">
                  {subscription.lastSyncedAt
                    ? t("lastSynced", { time: at(subscription.lastSyncedAt) })
                    : t("neverSynced")}
                </span>
                {subscription.error ? (
                  <span className="text-sm font-medium text-danger-700">
                    {t("failedAt", {
                      time: at(subscription.lastAttemptAt ?? subscription.lastSyncedAt ?? new Date(0).toISOString()),
                      reason: t(`sync.${subscription.error}`),
                    })}
                    {subscription.lastSyncedAt ? ` ${t("keptNote")}` : null}
                  </span>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <RouterForm method="post">
                    <input type="hidden" name="intent" value="calendar-sync" />
                    <input type="hidden" name="id" value={subscription.id} />
                    <Button type="submit" variant="secondary">
                      {t("syncNow")}
                      <span className="sr-only"> {subscription.address}</span>
                    </Button>
                  </RouterForm>
                  <RouterForm method="post">
                    <input type="hidden" name="intent" value="calendar-remove" />
                    <input type="hidden" name="id" value={subscription.id} />
                    <Button type="submit" variant="ghost">
                      {t("remove")}
                      <span className="sr-only"> {subscription.address}</span>
                    </Button>
                  </RouterForm>
                </div>
              </li>
            ))}
          </ul>
        )}
        <FormMessages namespace="calendar" values={{ max }}>
          <Form form={add} className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value="calendar-add" />
            {/* Full: the address cannot be typed, and the button does nothing. */}
            <TextField meta={url} label={t("address")} hint={t("addressHint")} autoComplete="off" isDisabled={full} />
            <p className="text-sm text-ink-muted">{t("limit", { max })}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" isDisabled={full}>
                {t("add")}
              </Button>
              <p role="status" aria-live="polite" className="font-semibold text-success-700">
                {pending === "calendar-add"
                  ? t("adding")
                  : pending === "calendar-sync"
                    ? t("syncing")
                    : saved
                      ? t("saved")
                      : null}
              </p>
            </div>
          </Form>
        </FormMessages>
      </Card>
    </section>
  );
}
