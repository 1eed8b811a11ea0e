import { Form as RouterForm } from "react-router";
import type { FieldMeta } from "~/components/form/fields";
import { RadioGroupField, TextField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import type { CaldavAccountView } from "~/features/caldav/caldav.schema";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

// The cards of the CalDAV page (`caldav.tsx`): connecting, the account's state, the calendars to
// choose, disconnecting, and where each provider keeps its address and app passwords.

type Connected = Extract<CaldavAccountView, { connected: true }>;

/** "5 minutes ago", in the page's language, from the loader's clock (the same on server and browser). */
export function relativeTime(at: Date, now: Date, lng: Language): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(lng, { numeric: "auto" });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}

export function ConnectCard({
  form,
  fields,
  reconnect,
}: {
  form: AppFormMetadata;
  fields: { serverUrl: FieldMeta; username: FieldMeta; password: FieldMeta };
  reconnect: boolean;
}) {
  const { t } = useTranslation("caldav");
  return (
    <Card>
      <h2 id="connect-title" className="text-xl font-semibold text-ink">
        {t(reconnect ? "connect.reconnectTitle" : "connect.title")}
      </h2>
      {reconnect ? <p className="mt-1 text-sm text-ink-muted">{t("connect.reconnectIntro")}</p> : null}
      <Form form={form} aria-labelledby="connect-title" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="connect" />
        <TextField
          meta={fields.serverUrl}
          label={t("connect.serverUrl")}
          hint={t("connect.serverUrlHint")}
          type="url"
          inputMode="url"
          autoComplete="url"
        />
        <TextField meta={fields.username} label={t("connect.username")} autoComplete="username" />
        <TextField
          meta={fields.password}
          label={t("connect.password")}
          hint={t("connect.passwordHint")}
          type="password"
          autoComplete="new-password"
        />
        <div>
          <Button type="submit">{t("connect.submit")}</Button>
        </div>
      </Form>
    </Card>
  );
}

export function StatusCard({
  account,
  now,
  lng,
  zone,
  note,
}: {
  account: Connected;
  now: Date;
  lng: Language;
  zone: string;
  note: string | null;
}) {
  const { t } = useTranslation("caldav");
  const synced = account.lastSyncedAt ? new Date(account.lastSyncedAt) : null;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("status.title")}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
        <dt className="font-medium">{t("status.server")}</dt>
        <dd className="break-all">{account.serverUrl}</dd>
        <dt className="font-medium">{t("status.username")}</dt>
        <dd className="break-all">{account.username}</dd>
      </dl>
      <p className="mt-3 text-ink">
        {synced
          ? t("status.lastSynced", {
              relative: relativeTime(synced, now, lng),
              absolute: formatDateTime(synced, lng, zone),
            })
          : t("status.never")}
      </p>
      {account.lastError ? (
        <div role="alert" className="mt-3 rounded-xl border border-danger-700 bg-surface p-4">
          <p className="font-semibold text-danger-700">{t("problem.title")}</p>
          <p className="mt-1 text-ink">{t(`problem.${account.lastError}`)}</p>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink-muted">{t("status.every")}</p>
      <RouterForm method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="sync" />
        <Button type="submit" variant="secondary">
          {t("status.syncNow")}
        </Button>
        {note ? (
          <p role="status" className="text-sm font-semibold text-ink">
            {note}
          </p>
        ) : null}
      </RouterForm>
    </Card>
  );
}

export function CalendarsCard({
  account,
  form,
  write,
  saved,
}: {
  account: Connected;
  form: AppFormMetadata;
  write: FieldMeta;
  saved: boolean;
}) {
  const { t } = useTranslation("caldav");
  return (
    <Card>
      <h2 id="calendars-title" className="text-xl font-semibold text-ink">
        {t("calendars.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("calendars.intro")}</p>
      <Form form={form} aria-labelledby="calendars-title" className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value="calendars" />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-ink">{t("calendars.blocksLegend")}</legend>
          {account.calendars.map((calendar, index) => (
            <Checkbox
              key={calendar.id}
              id={index === 0 ? "calendars-read" : undefined}
              name="read"
              value={calendar.id}
              defaultSelected={calendar.readBusy}
            >
              {calendar.displayName}
            </Checkbox>
          ))}
        </fieldset>
        <RadioGroupField
          meta={write}
          label={t("calendars.receivesLegend")}
          hint={t("calendars.writeNote")}
          options={[
            ...account.calendars.map((calendar) => ({ value: calendar.id, label: calendar.displayName })),
            { value: "", label: t("calendars.none") },
          ]}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t("calendars.save")}</Button>
          {saved ? (
            <p role="status" className="font-semibold text-success-700">
              {t("calendars.saved")}
            </p>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}

export function DisconnectCard() {
  const { t } = useTranslation("caldav");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("disconnect.title")}</h2>
      {/* A disclosure asks for the confirmation, with and without JavaScript. */}
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-700 underline">{t("disconnect.open")}</summary>
        <p className="mt-3 text-ink">{t("disconnect.explain")}</p>
        <RouterForm method="post" className="mt-3">
          <input type="hidden" name="intent" value="disconnect" />
          <Button type="submit" variant="danger">
            {t("disconnect.confirm")}
          </Button>
        </RouterForm>
      </details>
    </Card>
  );
}

const PROVIDERS = ["nextcloud", "fastmail", "icloud", "other"] as const;

export function HelpCard() {
  const { t } = useTranslation("caldav");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("help.title")}</h2>
      <dl className="mt-3 flex flex-col gap-3">
        {PROVIDERS.map((provider) => (
          <div key={provider}>
            <dt className="font-semibold text-ink">{t(`help.${provider}Title`)}</dt>
            <dd className="text-ink">{t(`help.${provider}`)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
