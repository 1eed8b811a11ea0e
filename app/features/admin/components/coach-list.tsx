import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import type { CoachFigures } from "~/features/admin/coaches.server";
import { formatDateTime, formatNumber } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";

/** The badges of the coaches page: a state that is fine, one to look at, a refusal, a plain fact. */
export const coachBadge = {
  good: "rounded-full border border-success-700/30 bg-success-50 px-2.5 py-0.5 text-sm font-medium text-success-700",
  warn: "rounded-full border border-warning-700/30 bg-warning-50 px-2.5 py-0.5 text-sm font-medium text-warning-700",
  bad: "rounded-full border border-danger-700/30 bg-danger-50 px-2.5 py-0.5 text-sm font-medium text-danger-700",
  quiet: "rounded-full border border-line bg-canvas px-2.5 py-0.5 text-sm font-medium text-ink",
};

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 text-ink";
const num = "px-3 py-3 text-right tabular-nums text-ink";

/** A coach in the back office's list: the practice's state, this year's figures, the next free intake. */
export interface CoachListRow {
  id: string;
  name: string;
  email: string | null;
  published: boolean;
  hold: { since: string; reason: string | null; by: string | null } | null;
  deactivated: boolean;
  figures: CoachFigures;
  nextSlot: string | null;
}

/**
 * Every coach, a page at a time, with a button to publish or unpublish each (the page's action
 * takes `publish` and `unpublish`).
 */
export function CoachList({
  coaches,
  total,
  page,
  pages,
  timeZone,
  busy,
}: {
  coaches: CoachListRow[];
  total: number;
  page: number;
  pages: number;
  timeZone: string;
  busy: boolean;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const n = (value: number) => formatNumber(value, lng);
  return (
    <section aria-labelledby="coaches-list" className="mt-8">
      <h2 id="coaches-list" className="text-xl font-semibold text-ink">
        {t("coaches.listTitle", { count: total })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("coaches.figuresHint")}</p>
      {coaches.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("coaches.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full text-left">
            <caption className="sr-only">{t("coaches.listTitle", { count: total })}</caption>
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
              {coaches.map((coach) => (
                <tr key={coach.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-3 font-medium">
                    <Link to={`/admin/coaches/${coach.id}`}>{coach.name}</Link>
                  </th>
                  <td className={`${td} break-all text-sm`}>{coach.email ?? t("coaches.noAccount")}</td>
                  <td className={td}>
                    <span
                      className={
                        coach.deactivated || coach.hold
                          ? coachBadge.warn
                          : coach.published
                            ? coachBadge.good
                            : coachBadge.quiet
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
      {pages > 1 ? (
        <nav aria-label={t("coaches.pagination")} className="mt-4 flex items-center gap-4">
          {page > 1 ? <Link to={`/admin/coaches?page=${page - 1}`}>{t("coaches.previous")}</Link> : null}
          <span className="text-ink-muted">{t("coaches.pageOf", { page: page, pages: pages })}</span>
          {page < pages ? <Link to={`/admin/coaches?page=${page + 1}`}>{t("coaches.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

/** What became of each row of an invited list. */
export function InviteResults({
  results,
}: {
  results: { line: number; name: string; email: string; outcome: string }[];
}) {
  const { t } = useTranslation("admin");
  const invitedCount = results.filter((row) => row.outcome === "invited").length;
  return (
    <div className="mt-6">
      <Alert tone={invitedCount === results.length ? "success" : "warning"}>
        {t("coaches.invite.summary", { invited: invitedCount, count: results.length })}
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
          {results.map((row) => (
            <tr key={`${row.line}-${row.email}`} className="border-b border-line last:border-b-0">
              <td className="py-2 pr-3 tabular-nums text-ink">{row.line}</td>
              <td className="py-2 pr-3 text-ink">{row.name}</td>
              <td className="py-2 pr-3 break-all text-ink">{row.email}</td>
              <td className="py-2 text-ink">
                <span className={row.outcome === "invited" ? coachBadge.good : coachBadge.bad}>
                  {t(`coaches.rows.${row.outcome}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
