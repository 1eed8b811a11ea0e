import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Link } from "~/components/ui/link";
import { caldavFormSchema } from "~/features/caldav/caldav.schema";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/caldav";
import type { CaldavAnswer } from "./caldav.server";
import { CalendarsCard, ConnectCard, DisconnectCard, HelpCard, StatusCard } from "./caldav-sections";

// A coach's CalDAV account (`/coach/availability/caldav`): connect it, see when it last synced
// and what went wrong in plain words, choose the calendars that block times and the one that
// receives appointments, sync now, disconnect. Loader and action are in `caldav.server.ts`; the
// forms are Conform forms over `caldavFormSchema` with one error summary (decision 028).

export { action, loader } from "./caldav.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const hasErrors = (errors: ErrorsByField | null | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The controls a summary's message links to. */
const linked: Record<string, string> = {
  serverUrl: "connect-serverUrl",
  username: "connect-username",
  password: "connect-password",
  read: "calendars-read",
  write: "calendars-write",
};

export default function Caldav({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("caldav");
  const lng = useLanguage();
  const { account, zone } = loaderData;
  const answer = actionData as CaldavAnswer | undefined;
  const [connect, connectFields] = useAppForm({
    id: "connect",
    schema: caldavFormSchema,
    answer,
    defaultValue: account.connected
      ? { intent: "connect", serverUrl: account.serverUrl, username: account.username }
      : { intent: "connect" },
  });
  const writeId = account.connected ? (account.calendars.find((calendar) => calendar.write)?.id ?? "") : "";
  const [calendars, calendarFields] = useAppForm({
    id: "calendars",
    schema: caldavFormSchema,
    answer,
    defaultValue: { intent: "calendars", write: writeId },
  });
  const refused = [connect, calendars].find((form) => hasErrors(form.allErrors));
  const buttons = answer && (answer.form === "sync" || answer.form === "disconnect") ? answer.result : undefined;
  const summary = refused
    ? { errors: refused.allErrors, status: refused.status }
    : buttons && hasErrors(buttons.error)
      ? { errors: buttons.error, status: buttons.status }
      : null;
  const note = answer?.form === "sync" ? t(answer.done ? "status.synced" : "status.syncFailed") : null;
  const fields = connectFields as unknown as Parameters<typeof ConnectCard>[0]["fields"];
  return (
    <FormMessages namespace="caldav">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <p>
          <Link to="/coach/availability">{t("back")}</Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-ink-muted">{t("intro")}</p>
        <div className="mt-4 empty:hidden">
          <ErrorSummary
            errors={summary?.errors}
            status={summary?.status}
            title={t("errors.summary")}
            fieldId={(name) => linked[name] ?? null}
          />
          {answer?.done === "connect" ? (
            <p role="status" className="font-semibold text-success-700">
              {t("connect.done")}
            </p>
          ) : null}
          {answer?.done === "disconnect" ? (
            <p role="status" className="font-semibold text-success-700">
              {t("disconnect.done")}
            </p>
          ) : null}
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            {account.connected ? (
              <>
                <StatusCard account={account} now={new Date(loaderData.now)} lng={lng} zone={zone} note={note} />
                <CalendarsCard
                  account={account}
                  form={calendars}
                  write={calendarFields.write as never}
                  saved={answer?.done === "calendars"}
                />
              </>
            ) : (
              <ConnectCard form={connect} fields={fields} reconnect={false} />
            )}
          </div>
          <div className="flex flex-col gap-6">
            {account.connected ? <ConnectCard form={connect} fields={fields} reconnect /> : null}
            <HelpCard />
            {account.connected ? <DisconnectCard /> : null}
          </div>
        </div>
      </div>
    </FormMessages>
  );
}
