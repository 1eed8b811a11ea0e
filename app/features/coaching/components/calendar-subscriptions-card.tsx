import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import type { CalendarSubscriptionView } from "~/features/coaching/calendar-subscriptions";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";

export interface CalendarSubscriptionsCardProps {
  subscriptions: CalendarSubscriptionView[];
  /** How many calendars a coach may link. */
  max: number;
  /** The coach's zone: times are shown on their clock. */
  timeZone: string;
  /** Messages of the last calendar form (`calendar` catalog keys by field: url, id, form). */
  errors?: Record<string, string>;
  /** The last calendar form worked. */
  saved?: boolean;
}

/**
 * The coach's own calendars on `/coach/availability`: each linked one with its masked address,
 * its last check and what went wrong in plain words, to check now or remove; and a form to link
 * another by its secret iCal address. The forms post the intents "calendar-add",
 * "calendar-remove" and "calendar-sync".
 */
export function CalendarSubscriptionsCard({
  subscriptions,
  max,
  timeZone,
  errors = {},
  saved = false,
}: CalendarSubscriptionsCardProps) {
  const { t } = useTranslation("calendar");
  const lng = useLanguage();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const at = (iso: string) => formatDateTime(new Date(iso), lng, timeZone);
  const urlError = errors.url
    ? errors.url.startsWith("sync.")
      ? t("addFailed", { reason: t(errors.url) })
      : t(errors.url, { max })
    : undefined;
  const full = subscriptions.length >= max;

  return (
    <section aria-labelledby="calendars-title">
      <Card>
        <h2 id="calendars-title" className="text-xl font-semibold text-ink">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
        {errors.form ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {t(errors.form)}
          </p>
        ) : null}
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="calendar-sync" />
                    <input type="hidden" name="id" value={subscription.id} />
                    <button type="submit" className={buttonStyles.secondary}>
                      {t("syncNow")}
                      <span className="sr-only"> {subscription.address}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="calendar-remove" />
                    <input type="hidden" name="id" value={subscription.id} />
                    <button type="submit" className={buttonStyles.ghost}>
                      {t("remove")}
                      <span className="sr-only"> {subscription.address}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        {errors.id ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {t(errors.id)}
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="calendar-add" />
          <TextField
            name="url"
            label={t("address")}
            hint={t("addressHint")}
            error={urlError}
            autoComplete="off"
            isRequired
            isDisabled={full}
            validationBehavior="aria"
          />
          <p className="text-sm text-ink-muted">{t("limit", { max })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={full}>
              {t("add")}
            </button>
            <p role="status" aria-live="polite" className="font-semibold text-success-700">
              {pending === "calendar-add"
                ? t("adding")
                : pending === "calendar-sync"
                  ? t("syncing")
                  : saved && Object.keys(errors).length === 0
                    ? t("saved")
                    : null}
            </p>
          </div>
        </Form>
      </Card>
    </section>
  );
}
