import { useEffect, useState } from "react";
import { Form as RouterForm, useFetcher } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField, type FieldMeta, InputField, SelectField, TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import type { ConversationAnswer } from "../conversation-page.server";
import { MAX_FILE_BYTES } from "../files";
import { coachConversationSchema, MAX_REPORT_NOTE, memberConversationSchema, REPORT_REASONS } from "../messages.schema";
import { MAX_MESSAGE, type ReadOnlyReason, type Side } from "../rules";
import { MessageText } from "./message-text";

// One conversation, as the member and the coach see it: the messages (a page of them, newest
// last), who wrote each and when, "Read" under one's own last message once the other side saw it,
// files, and the box to write in. Without script every form is a plain post; with it, sending
// goes through a fetcher, so the page stays where it is and the list updates when it revalidates.

export interface ConversationViewData {
  conversation: {
    id: string;
    coachName: string;
    coachSlug: string;
    memberName: string;
    memberId: string;
    replyWithinDays: number | null;
    blocked: boolean;
  };
  side: Side;
  state: { canWrite: true; reason: null } | { canWrite: false; reason: ReadOnlyReason };
  messages: {
    id: string;
    side: Side;
    text: string;
    sentAt: Date | string;
    file: { kind: string; name: string; size: number } | null;
  }[];
  older: string | null;
  paged: boolean;
  readId: string | null;
  report: { messageId: string | null } | null;
}

const SEND_FETCHER = "send-message";

/** A file's size in words: kB below a megabyte, MB with one decimal above. */
function useSize(lng: Language) {
  const { t } = useTranslation("messages");
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t("conversation.kilobytes", { count: formatNumber(Math.max(1, Math.round(bytes / 1024)), lng) })
      : t("conversation.megabytes", {
          count: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, lng, { maximumFractionDigits: 1 }),
        });
}

export function ConversationView({
  view,
  actionData,
  lng,
  timeZone,
  basePath,
  backPath,
}: {
  view: ConversationViewData;
  actionData: ConversationAnswer | undefined;
  lng: Language;
  timeZone: string;
  /** The page's own address, without query. */
  basePath: string;
  backPath: string;
}) {
  const { t } = useTranslation("messages");
  const size = useSize(lng);
  const { conversation, side, state } = view;
  const other = side === "member" ? conversation.coachName : conversation.memberName;
  const fetcher = useFetcher<ConversationAnswer>({ key: SEND_FETCHER });
  // Script is running: sending goes through the fetcher, which takes an answer instead of a redirect.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const sendAnswer = fetcher.data ?? actionData;
  const schema = side === "member" ? memberConversationSchema : coachConversationSchema;
  const [send, sendFields] = useAppForm({ id: "send", schema, answer: sendAnswer });
  const [report, reportFields] = useAppForm({ id: "report", schema: memberConversationSchema, answer: actionData });
  const sendValues = sendAnswer?.problem?.values;
  const readOnlyKey =
    state.reason === "no-recent-session" && side === "coach"
      ? "readOnly.no-recent-session-coach"
      : `readOnly.${state.reason}`;
  return (
    <FormMessages namespace="messages" values={sendValues}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p>
          <Link to={backPath}>{t("conversation.back")}</Link>
        </p>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t("conversation.title", { name: other })}
          </h1>
          <p className="mt-1 text-ink-muted">{t("conversation.privacy", { name: other })}</p>
        </div>
        {actionData?.done === "block" || actionData?.done === "unblock" ? (
          <Alert tone="success">
            {t(actionData.done === "block" ? "block.doneBlock" : "block.doneUnblock", { name: other })}
          </Alert>
        ) : null}
        {actionData?.done === "report" ? <Alert tone="success">{t("report.done")}</Alert> : null}
        {view.older || view.paged ? (
          <nav aria-label={t("conversation.historyLabel")} className="flex flex-wrap gap-4">
            {view.older ? <Link to={`${basePath}?before=${view.older}`}>{t("conversation.older")}</Link> : null}
            {view.paged ? <Link to={basePath}>{t("conversation.newest")}</Link> : null}
          </nav>
        ) : null}
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="sr-only">
            {t("conversation.historyLabel")}
          </h2>
          {view.messages.length === 0 ? (
            <p className="text-ink-muted">{t("conversation.empty")}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {view.messages.map((message) => {
                const own = message.side === side;
                return (
                  <li
                    key={message.id}
                    id={`message-${message.id}`}
                    className={`flex flex-col ${own ? "items-end" : "items-start"}`}
                  >
                    <div
                      className={`max-w-[85%] rounded-lg border px-4 py-3 text-ink ${
                        own ? "border-brand-200 bg-brand-50" : "border-line bg-surface"
                      }`}
                    >
                      <p className="mb-1 text-sm font-semibold text-ink-muted">
                        {t("conversation.sentAt", {
                          who: own ? t("conversation.you") : other,
                          when: formatDateTime(new Date(message.sentAt), lng, timeZone),
                        })}
                      </p>
                      <MessageText text={message.text} />
                      {message.file ? (
                        <p className="mt-2">
                          <a
                            href={`/message-files/${message.id}`}
                            className="font-medium text-brand-700 underline underline-offset-4"
                            {...(message.file.kind === "pdf" ? { download: message.file.name } : {})}
                          >
                            {t("conversation.fileOpen", { name: message.file.name, size: size(message.file.size) })}
                          </a>
                        </p>
                      ) : null}
                    </div>
                    {own && view.readId === message.id ? (
                      <p className="mt-1 text-sm text-ink-muted">{t("conversation.read")}</p>
                    ) : null}
                    {side === "member" && !own ? (
                      <p className="mt-1 text-sm">
                        <Link to={`${basePath}?report=${message.id}#report-heading`}>{t("report.message")}</Link>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        {state.canWrite ? (
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("conversation.formTitle")}</h2>
            {side === "member" && conversation.replyWithinDays ? (
              <p className="mt-1 text-ink-muted">
                {t("conversation.replyWithin", { name: other, count: conversation.replyWithinDays })}
              </p>
            ) : null}
            <div className="mt-3">
              <ErrorSummary
                errors={send.allErrors}
                status={send.status}
                title={t("errors.summary")}
                fieldId={(name) => (name === "body" || name === "file" ? `send-${name}` : null)}
              />
            </div>
            <Form
              form={send}
              navigate={false}
              fetcherKey={SEND_FETCHER}
              encType={side === "coach" ? "multipart/form-data" : undefined}
              className="mt-3 flex flex-col gap-4"
            >
              <input type="hidden" name="intent" value="send" />
              {scripted ? <input type="hidden" name="via" value="script" /> : null}
              <TextAreaField
                meta={sendFields.body as FieldMeta}
                label={t("conversation.body")}
                hint={t("conversation.bodyHint", { max: formatNumber(MAX_MESSAGE, lng) })}
                rows={5}
                maxLength={MAX_MESSAGE}
              />
              {side === "coach" ? (
                <InputField
                  // The file is no field of the schema (the action checks it), so Conform's type does not know it.
                  meta={(sendFields as unknown as Record<string, FieldMeta>).file as FieldMeta}
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  label={t("conversation.attach")}
                  hint={t("conversation.attachHint", { megabytes: MAX_FILE_BYTES / 1024 / 1024 })}
                />
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" isDisabled={fetcher.state !== "idle"}>
                  {fetcher.state !== "idle" ? t("conversation.sending") : t("conversation.send")}
                </Button>
                <span role="status" className="font-semibold text-success-700">
                  {fetcher.state === "idle" && fetcher.data?.done === "send" ? t("conversation.sent") : ""}
                </span>
              </div>
            </Form>
          </Card>
        ) : (
          <Alert tone="info">{t(readOnlyKey)}</Alert>
        )}

        {side === "member" ? (
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("block.title")}</h2>
            {conversation.blocked ? (
              <>
                <p className="mt-1 text-ink">{t("block.blocked", { name: other })}</p>
                <RouterForm method="post" className="mt-3">
                  <input type="hidden" name="intent" value="unblock" />
                  <Button type="submit" variant="secondary">
                    {t("block.unblock")}
                  </Button>
                </RouterForm>
              </>
            ) : (
              <>
                <p className="mt-1 text-ink">{t("block.text", { name: other })}</p>
                <RouterForm method="post" className="mt-3">
                  <input type="hidden" name="intent" value="block" />
                  <Button type="submit" variant="secondary">
                    {t("block.button", { name: other })}
                  </Button>
                </RouterForm>
              </>
            )}
            <p className="mt-4">
              <Link to={`${basePath}?report=conversation#report-heading`}>{t("report.conversation")}</Link>
            </p>
          </Card>
        ) : null}

        {side === "member" && view.report && actionData?.done !== "report" ? (
          <Card>
            <h2 id="report-heading" tabIndex={-1} className="text-xl font-semibold text-ink">
              {view.report.messageId ? t("report.message") : t("report.conversation")}
            </h2>
            <p className="mt-1 text-ink">{t("report.text")}</p>
            {view.report.messageId ? (
              <blockquote className="mt-3 border-l-4 border-line pl-3 text-ink">
                <MessageText
                  text={view.messages.find((message) => message.id === view.report?.messageId)?.text ?? ""}
                />
              </blockquote>
            ) : null}
            <div className="mt-3">
              <ErrorSummary
                errors={report.allErrors}
                status={report.status}
                fieldId={(name) => (name === "reason" || name === "note" ? `report-${name}` : null)}
              />
            </div>
            <Form form={report} className="mt-3 flex flex-col gap-4">
              <input type="hidden" name="intent" value="report" />
              <input type="hidden" name="messageId" value={view.report.messageId ?? ""} />
              <SelectField
                meta={reportFields.reason as FieldMeta}
                label={t("report.reason")}
                options={[
                  { value: "", label: t("report.reasonChoose") },
                  ...REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) })),
                ]}
              />
              <TextAreaField
                meta={reportFields.note as FieldMeta}
                label={t("report.note")}
                rows={4}
                maxLength={MAX_REPORT_NOTE}
              />
              {view.report.messageId ? (
                <CheckboxField meta={reportFields.includeMessage as FieldMeta} value="yes">
                  {t("report.includeMessage")}
                </CheckboxField>
              ) : null}
              <div>
                <Button type="submit" variant="danger">
                  {t("report.send")}
                </Button>
              </div>
            </Form>
          </Card>
        ) : null}
      </div>
    </FormMessages>
  );
}
