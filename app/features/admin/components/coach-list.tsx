import { Form } from "react-router";
import { SelectField } from "~/components/form/fields";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import type { CoachFigures } from "~/features/admin/coaches.server";
import { languages } from "~/utils/i18n/config";
import { formatDate, formatDateTime, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/** The badges of the coaches page: a state that is fine, one to look at, a refusal, a plain fact. */
export const coachBadge = {
  good: "rounded-full border border-success-700/30 bg-success-50 px-2.5 py-0.5 text-sm font-medium text-success-700",
  warn: "rounded-full border border-warning-700/30 bg-warning-50 px-2.5 py-0.5 text-sm font-medium text-warning-700",
  bad: "rounded-full border border-danger-700/30 bg-danger-50 px-2.5 py-0.5 text-sm font-medium text-danger-700",
  quiet: "rounded-full border border-line bg-canvas px-2.5 py-0.5 text-sm font-medium text-ink",
};

const num = "text-right tabular-nums";
/** The buttons of a row: smaller than a page's. */
const small = "min-h-9 px-3 py-1 text-sm";

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
    // The table is a named region itself: the wrapper is no second one of the same name.
    <div className="mt-8">
      <h2 id="coaches-list" className="text-xl font-semibold text-ink">
        {t("coaches.listTitle", { count: total })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("coaches.figuresHint")}</p>
      {coaches.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("coaches.empty")}</p>
      ) : (
        <Table caption={t("coaches.listTitle", { count: total })} hideCaption className="mt-4">
          <TableHead>
            <Row>
              <HeaderCell>{t("coaches.columns.name")}</HeaderCell>
              <HeaderCell>{t("coaches.columns.email")}</HeaderCell>
              <HeaderCell>{t("coaches.columns.published")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.month")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.year")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.completed")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.noShows")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.cancelledByMember")}</HeaderCell>
              <HeaderCell className="text-right">{t("coaches.columns.cancelledByCoach")}</HeaderCell>
              <HeaderCell>{t("coaches.columns.nextSlot")}</HeaderCell>
              <HeaderCell>
                <span className="sr-only">{t("coaches.columns.actions")}</span>
              </HeaderCell>
            </Row>
          </TableHead>
          <TableBody>
            {coaches.map((coach) => (
              <Row key={coach.id}>
                <HeaderCell scope="row">
                  <Link to={`/admin/coaches/${coach.id}`}>{coach.name}</Link>
                </HeaderCell>
                <Cell className="break-all text-sm">{coach.email ?? t("coaches.noAccount")}</Cell>
                <Cell>
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
                </Cell>
                <Cell className={num}>{n(coach.figures.month)}</Cell>
                <Cell className={num}>{n(coach.figures.year)}</Cell>
                <Cell className={num}>{n(coach.figures.completed)}</Cell>
                <Cell className={num}>{n(coach.figures.noShows)}</Cell>
                <Cell className={num}>{n(coach.figures.cancelledByMember)}</Cell>
                <Cell className={num}>{n(coach.figures.cancelledByCoach)}</Cell>
                <Cell className="text-sm">
                  {coach.nextSlot ? formatDateTime(new Date(coach.nextSlot), lng, timeZone) : t("coaches.noSlot")}
                </Cell>
                <Cell>
                  <Form method="post">
                    <input type="hidden" name="id" value={coach.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={coach.published ? "unpublish" : "publish"}
                      isDisabled={busy}
                      variant="secondary"
                      className={small}
                    >
                      {coach.published ? t("coaches.unpublish") : t("coaches.publish")}
                      <span className="sr-only">: {coach.name}</span>
                    </Button>
                  </Form>
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 ? (
        <nav aria-label={t("coaches.pagination")} className="mt-4 flex items-center gap-4">
          {page > 1 ? <Link to={`/admin/coaches?page=${page - 1}`}>{t("coaches.previous")}</Link> : null}
          <span className="text-ink-muted">{t("coaches.pageOf", { page: page, pages: pages })}</span>
          {page < pages ? <Link to={`/admin/coaches?page=${page + 1}`}>{t("coaches.next")}</Link> : null}
        </nav>
      ) : null}
    </div>
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
      <Table caption={t("coaches.invite.resultsTitle")} hideCaption className="mt-4 text-sm">
        <TableHead>
          <Row>
            <HeaderCell>{t("coaches.invite.line")}</HeaderCell>
            <HeaderCell>{t("coaches.columns.name")}</HeaderCell>
            <HeaderCell>{t("coaches.columns.email")}</HeaderCell>
            <HeaderCell>{t("coaches.invite.outcome")}</HeaderCell>
          </Row>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <Row key={`${row.line}-${row.email}`}>
              <Cell className="tabular-nums">{row.line}</Cell>
              <Cell>{row.name}</Cell>
              <Cell className="break-all">{row.email}</Cell>
              <Cell>
                <span className={row.outcome === "invited" ? coachBadge.good : coachBadge.bad}>
                  {t(`coaches.rows.${row.outcome}`)}
                </span>
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** An invitation not yet accepted, as the pending list shows it. */
export interface PendingInvitation {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
}

/**
 * The invitations not yet accepted, each with a button to send it again (in a language to choose)
 * and one to withdraw it: the page's action takes `resend` and `withdraw`.
 */
export function PendingInvitations({
  pending,
  timeZone,
  busy,
}: {
  pending: PendingInvitation[];
  timeZone: string;
  busy: boolean;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const options = languages.map((language) => ({ value: language, label: t(`coaches.languages.${language}`) }));
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="text-xl font-semibold text-ink">
        {t("coaches.pending.title")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("coaches.pending.intro")}</p>
      {pending.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("coaches.pending.empty")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {pending.map((invitation) => (
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
                <span className={invitation.expired ? coachBadge.warn : coachBadge.quiet}>
                  {invitation.expired
                    ? t("coaches.pending.expired")
                    : t("coaches.pending.expires", {
                        date: formatDate(new Date(invitation.expiresAt), lng, timeZone, "medium"),
                      })}
                </span>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={invitation.id} />
                  {/* One small form per invitation, without a state of its own: its field is drawn from a fixed default. */}
                  <SelectField
                    meta={{
                      id: `resend-${invitation.id}-lng`,
                      name: "lng",
                      errorId: `resend-${invitation.id}-lng-error`,
                      descriptionId: `resend-${invitation.id}-lng-description`,
                      initialValue: "nl",
                    }}
                    label={t("coaches.invite.language")}
                    options={options}
                    className="text-sm"
                  />
                  <Button
                    type="submit"
                    name="intent"
                    value="resend"
                    isDisabled={busy}
                    variant="secondary"
                    className={small}
                  >
                    {t("coaches.pending.resend")}
                    <span className="sr-only">: {invitation.name}</span>
                  </Button>
                </Form>
                <ConfirmAction
                  label={t("coaches.pending.withdraw")}
                  accessibleLabel={`${t("coaches.pending.withdraw")}: ${invitation.name}`}
                  consequence={t("coaches.pending.withdrawConsequence", { name: invitation.name })}
                  confirmLabel={t("coaches.pending.withdrawConfirm")}
                  confirmAccessibleLabel={`${t("coaches.pending.withdrawConfirm")}: ${invitation.name}`}
                  intent="withdraw"
                >
                  <input type="hidden" name="id" value={invitation.id} />
                </ConfirmAction>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
