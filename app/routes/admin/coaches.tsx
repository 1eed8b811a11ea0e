import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { adminCoachesFormSchema } from "~/features/admin/coaches.schema";
import { changePublicationOf, listCoaches } from "~/features/admin/coaches.server";
import {
  type InviteOutcome,
  inviteCoaches,
  listPendingInvitations,
  resendInvitation,
  withdrawInvitation,
} from "~/features/admin/invitations.server";
import { MAX_BYTES, MAX_ROWS, parseInviteCsv, parseInviteText } from "~/features/admin/invite-list";
import { formatDate, formatDateTime, formatNumber } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/coaches";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
  const db = await getDb();
  const now = new Date();
  const [list, pending] = await Promise.all([listCoaches(db, page, now), listPendingInvitations(db, now)]);
  return {
    timeZone: user.timeZone,
    ...list,
    pending: pending.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

interface ActionResult {
  intent: string | null;
  errors: Record<string, string>;
  /** The invited list, row by row. */
  results?: { line: number; name: string; email: string; outcome: InviteOutcome }[];
  /** A change that was made, as an `admin:coaches.done.*` key. */
  done?: string;
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const parsed = parseForm(adminCoachesFormSchema, form);
  const posted = form.get("intent");
  const intent = typeof posted === "string" && posted.length <= 20 ? posted : null;
  if (!parsed.ok) return result({ intent, errors: parsed.errors as Record<string, string> }, 400);
  const db = await getDb();
  const now = new Date();
  const input = parsed.data;
  switch (input.intent) {
    case "invite": {
      // A CSV file wins over pasted lines; either is read by the same rules.
      const file = form.get("file");
      let list: ReturnType<typeof parseInviteText>;
      let field = "list";
      if (typeof file === "object" && file !== null && file.size > 0) {
        field = "file";
        if (file.size > MAX_BYTES) return result({ intent, errors: { file: "coaches.errors.list-too-large" } }, 400);
        const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
        list = text.includes("\uFFFD") ? { ok: false, error: "unreadable" } : parseInviteCsv(text);
      } else {
        list = parseInviteText(input.list);
      }
      if (!list.ok) return result({ intent, errors: { [field]: `coaches.errors.list-${list.error}` } }, 400);
      const invited = await inviteCoaches(db, actor, list.rows, input.lng, { origin: siteOrigin(env(), request), now });
      return result({
        intent,
        errors: {},
        results: invited.map(({ line, name, email, outcome }) => ({ line, name, email, outcome })),
      });
    }
    case "resend":
    case "withdraw": {
      const outcome =
        input.intent === "resend"
          ? await resendInvitation(db, actor, input.id, input.lng, { origin: siteOrigin(env(), request), now })
          : await withdrawInvitation(db, actor, input.id, now);
      if (outcome === "not-found") return result({ intent, errors: { form: "coaches.errors.notFound" } }, 404);
      if (outcome === "not-pending") return result({ intent, errors: { form: "coaches.errors.notPending" } }, 409);
      return result({ intent, errors: {}, done: input.intent });
    }
    case "publish":
    case "unpublish":
    case "release": {
      const outcome = await changePublicationOf(db, actor, input, now);
      if (outcome === "not-found") return result({ intent, errors: { form: "coaches.errors.notFound" } }, 404);
      if (outcome === "incomplete") return result({ intent, errors: { form: "coaches.errors.incomplete" } }, 409);
      return result({ intent, errors: {}, done: input.intent });
    }
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const badge = {
  good: "rounded-full border border-success-700/30 bg-success-50 px-2.5 py-0.5 text-sm font-medium text-success-700",
  warn: "rounded-full border border-warning-700/30 bg-warning-50 px-2.5 py-0.5 text-sm font-medium text-warning-700",
  bad: "rounded-full border border-danger-700/30 bg-danger-50 px-2.5 py-0.5 text-sm font-medium text-danger-700",
  quiet: "rounded-full border border-line bg-canvas px-2.5 py-0.5 text-sm font-medium text-ink",
};

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 text-ink";
const num = "px-3 py-3 text-right tabular-nums text-ink";

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
  const invitedCount = actionData?.results?.filter((row) => row.outcome === "invited").length ?? 0;
  const n = (value: number) => formatNumber(value, lng);
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

      <section aria-labelledby="coaches-list" className="mt-8">
        <h2 id="coaches-list" className="text-xl font-semibold text-ink">
          {t("coaches.listTitle", { count: loaderData.total })}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("coaches.figuresHint")}</p>
        {loaderData.coaches.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t("coaches.empty")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
            <table className="w-full text-left">
              <caption className="sr-only">{t("coaches.listTitle", { count: loaderData.total })}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className={th}>
                    {t("coaches.columns.name")}
                  </th>
                  <th scope="col" className={th}>
                    {t("coaches.columns.email")}
                  </th>
                  <th scope="col" className={th}>
                    {t("coaches.columns.published")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.month")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.year")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.completed")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.noShows")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.cancelledByMember")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("coaches.columns.cancelledByCoach")}
                  </th>
                  <th scope="col" className={th}>
                    {t("coaches.columns.nextSlot")}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t("coaches.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.coaches.map((coach) => (
                  <tr key={coach.id} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-3 py-3 font-medium">
                      <Link to={`/admin/coaches/${coach.id}`}>{coach.name}</Link>
                    </th>
                    <td className={`${td} break-all text-sm`}>{coach.email ?? t("coaches.noAccount")}</td>
                    <td className={td}>
                      <span
                        className={
                          coach.deactivated || coach.hold ? badge.warn : coach.published ? badge.good : badge.quiet
                        }
                      >
                        {coach.deactivated
                          ? t("coaches.deactivated")
                          : coach.hold
                            ? t("coaches.onHold")
                            : coach.published
                              ? t("coaches.yes")
                              : t("coaches.no")}
                      </span>
                    </td>
                    <td className={num}>{n(coach.figures.month)}</td>
                    <td className={num}>{n(coach.figures.year)}</td>
                    <td className={num}>{n(coach.figures.completed)}</td>
                    <td className={num}>{n(coach.figures.noShows)}</td>
                    <td className={num}>{n(coach.figures.cancelledByMember)}</td>
                    <td className={num}>{n(coach.figures.cancelledByCoach)}</td>
                    <td className={`${td} text-sm`}>
                      {coach.nextSlot ? formatDateTime(new Date(coach.nextSlot), lng, timeZone) : t("coaches.noSlot")}
                    </td>
                    <td className={td}>
                      <Form method="post">
                        <input type="hidden" name="id" value={coach.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={coach.published ? "unpublish" : "publish"}
                          disabled={busy}
                          className={`${buttonStyles.secondary} min-h-9 px-3 py-1 text-sm`}
                        >
                          {coach.published ? t("coaches.unpublish") : t("coaches.publish")}
                          <span className="sr-only">: {coach.name}</span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {loaderData.pages > 1 ? (
          <nav aria-label={t("coaches.pagination")} className="mt-4 flex items-center gap-4">
            {loaderData.page > 1 ? (
              <Link to={`/admin/coaches?page=${loaderData.page - 1}`}>{t("coaches.previous")}</Link>
            ) : null}
            <span className="text-ink-muted">
              {t("coaches.pageOf", { page: loaderData.page, pages: loaderData.pages })}
            </span>
            {loaderData.page < loaderData.pages ? (
              <Link to={`/admin/coaches?page=${loaderData.page + 1}`}>{t("coaches.next")}</Link>
            ) : null}
          </nav>
        ) : null}
      </section>

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
          {actionData?.results ? (
            <div className="mt-6">
              <Alert tone={invitedCount === actionData.results.length ? "success" : "warning"}>
                {t("coaches.invite.summary", { invited: invitedCount, count: actionData.results.length })}
              </Alert>
              <table className="mt-4 w-full text-left text-sm">
                <caption className="sr-only">{t("coaches.invite.resultsTitle")}</caption>
                <thead className="border-b border-line text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("coaches.invite.line")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("coaches.columns.name")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("coaches.columns.email")}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t("coaches.invite.outcome")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {actionData.results.map((row) => (
                    <tr key={`${row.line}-${row.email}`} className="border-b border-line last:border-b-0">
                      <td className="py-2 pr-3 tabular-nums text-ink">{row.line}</td>
                      <td className="py-2 pr-3 text-ink">{row.name}</td>
                      <td className="py-2 pr-3 break-all text-ink">{row.email}</td>
                      <td className="py-2 text-ink">
                        <span className={row.outcome === "invited" ? badge.good : badge.bad}>
                          {t(`coaches.rows.${row.outcome}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
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
