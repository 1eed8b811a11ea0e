import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { coachBadge as badge, CoachList, InviteResults } from "~/features/admin/components/coach-list";
import { MAX_BYTES, MAX_ROWS } from "~/features/admin/invite-list";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/coaches";

export { action, loader } from "./coaches.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

export default function AdminCoaches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { timeZone } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const inviteErrors = actionData?.intent === "invite" ? errors : {};
  const otherError = actionData?.intent !== "invite" ? (errors.form ?? Object.values(errors)[0]) : errors.form;
  const message = (key: string | undefined) =>
    key ? t(key, { rows: MAX_ROWS, kilobytes: MAX_BYTES / 1024 }) : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("coaches.title")}</h1>
      <p className="mt-1 text-ink-muted">{t("coaches.intro")}</p>

      {actionData?.done ? (
        <div className="mt-6">
          <Alert tone="success">{t(`coaches.done.${actionData.done}`)}</Alert>
        </div>
      ) : null}
      {otherError ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert">
            {message(otherError)}
          </Alert>
        </div>
      ) : null}

      <CoachList
        coaches={loaderData.coaches}
        total={loaderData.total}
        page={loaderData.page}
        pages={loaderData.pages}
        timeZone={timeZone}
        busy={busy}
      />

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <h2 id="invite-title" className="text-xl font-semibold text-ink">
            {t("coaches.invite.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("coaches.invite.intro")}</p>
          {Object.keys(inviteErrors).length > 0 && !inviteErrors.form ? (
            <div className="mt-4">
              <Alert tone="danger" role="alert" title={t("coaches.errors.summary")}>
                <ul className="list-disc pl-5">
                  {Object.entries(inviteErrors).map(([field, key]) => (
                    <li key={field}>
                      <a href={`#invite-${field}`} className="underline underline-offset-2">
                        {message(key)}
                      </a>
                    </li>
                  ))}
                </ul>
              </Alert>
            </div>
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            aria-labelledby="invite-title"
            className="mt-6 flex flex-col gap-5"
          >
            <input type="hidden" name="intent" value="invite" />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="invite-list" className="font-medium text-ink">
                {t("coaches.invite.list")}
              </label>
              <textarea
                id="invite-list"
                name="list"
                rows={6}
                placeholder={"Eva de Wit <eva@example.com>\nTom Bos, tom@example.com"}
                aria-invalid={inviteErrors.list ? true : undefined}
                aria-describedby={inviteErrors.list ? "invite-list-hint invite-list-error" : "invite-list-hint"}
                className={`${fieldStyle} font-mono text-sm aria-[invalid=true]:border-danger-700`}
              />
              <p id="invite-list-hint" className="text-sm text-ink-muted">
                {t("coaches.invite.listHint", { rows: MAX_ROWS })}
              </p>
              {inviteErrors.list ? (
                <p id="invite-list-error" className="text-sm font-medium text-danger-700">
                  {message(inviteErrors.list)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="invite-file" className="font-medium text-ink">
                {t("coaches.invite.file")}
              </label>
              <input
                id="invite-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                aria-invalid={inviteErrors.file ? true : undefined}
                aria-describedby={inviteErrors.file ? "invite-file-hint invite-file-error" : "invite-file-hint"}
                className={`${fieldStyle} file:mr-3 file:rounded-[var(--radius-control)] file:border file:border-brand-700 file:bg-surface file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
              />
              <p id="invite-file-hint" className="text-sm text-ink-muted">
                {t("coaches.invite.fileHint", { rows: MAX_ROWS, kilobytes: MAX_BYTES / 1024 })}
              </p>
              {inviteErrors.file ? (
                <p id="invite-file-error" className="text-sm font-medium text-danger-700">
                  {message(inviteErrors.file)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="invite-lng" className="font-medium text-ink">
                {t("coaches.invite.language")}
              </label>
              <select
                id="invite-lng"
                name="lng"
                defaultValue="nl"
                aria-invalid={inviteErrors.lng ? true : undefined}
                aria-describedby={inviteErrors.lng ? "invite-lng-error" : undefined}
                className={fieldStyle}
              >
                <option value="nl">{t("coaches.languages.nl")}</option>
                <option value="en">{t("coaches.languages.en")}</option>
              </select>
              {inviteErrors.lng ? (
                <p id="invite-lng-error" className="text-sm font-medium text-danger-700">
                  {message(inviteErrors.lng)}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" disabled={busy} className={buttonStyles.primary}>
                {t("coaches.invite.submit")}
              </button>
            </div>
          </Form>
          {actionData?.results ? <InviteResults results={actionData.results} /> : null}
        </Card>

        <section aria-labelledby="pending-title">
          <h2 id="pending-title" className="text-xl font-semibold text-ink">
            {t("coaches.pending.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("coaches.pending.intro")}</p>
          {loaderData.pending.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t("coaches.pending.empty")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {loaderData.pending.map((invitation) => (
                <li key={invitation.id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-semibold text-ink">
                        {invitation.name}{" "}
                        <span className="font-normal break-all text-ink-muted">&lt;{invitation.email}&gt;</span>
                      </p>
                      <p className="text-sm text-ink-muted">
                        {t("coaches.pending.sent", {
                          date: formatDate(new Date(invitation.createdAt), lng, timeZone, "medium"),
                          by: invitation.invitedBy ?? t("coaches.pending.formerAdmin"),
                        })}
                      </p>
                    </div>
                    <span className={invitation.expired ? badge.warn : badge.quiet}>
                      {invitation.expired
                        ? t("coaches.pending.expired")
                        : t("coaches.pending.expires", {
                            date: formatDate(new Date(invitation.expiresAt), lng, timeZone, "medium"),
                          })}
                    </span>
                  </div>
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="id" value={invitation.id} />
                      <label className="flex flex-col gap-1 text-sm text-ink">
                        {t("coaches.invite.language")}
                        <select name="lng" defaultValue="nl" className={`${fieldStyle} min-h-9 py-1 text-sm`}>
                          <option value="nl">{t("coaches.languages.nl")}</option>
                          <option value="en">{t("coaches.languages.en")}</option>
                        </select>
                      </label>
                      <button
                        type="submit"
                        disabled={busy}
                        className={`${buttonStyles.secondary} min-h-9 px-3 py-1 text-sm`}
                      >
                        {t("coaches.pending.resend")}
                        <span className="sr-only">: {invitation.name}</span>
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="id" value={invitation.id} />
                      <button
                        type="submit"
                        disabled={busy}
                        className={`${buttonStyles.ghost} min-h-9 px-3 py-1 text-sm`}
                      >
                        {t("coaches.pending.withdraw")}
                        <span className="sr-only">: {invitation.name}</span>
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
