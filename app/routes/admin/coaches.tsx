import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { type FieldMeta, InputField, SelectField, TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { adminCoachesFormSchema, HOLD_REASON_MAX } from "~/features/admin/coaches.schema";
import { CoachList, InviteResults, PendingInvitations } from "~/features/admin/components/coach-list";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { MAX_BYTES, MAX_ROWS } from "~/features/admin/invite-list";
import { languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/coaches";
import type { CoachesAnswer } from "./coaches.server";

// The back office's coaches: inviting a list of new coaches (at the top, in a disclosure), the list
// with this year's figures and a publish button per coach, and the invitations not yet accepted. Loader and action are in
// `coaches.server.ts`; the invitation is a Conform form over `adminCoachesFormSchema`, with one
// error summary for it and the buttons' answers (decision 028).

export { action, loader } from "./coaches.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const messageValues = { rows: MAX_ROWS, kilobytes: MAX_BYTES / 1024, max: HOLD_REASON_MAX };
const inviteFields = ["list", "file", "lng"];

export default function AdminCoaches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { timeZone } = loaderData;
  const answer = actionData as CoachesAnswer | undefined;
  const [invite, fields] = useAppForm({
    id: "invite",
    schema: adminCoachesFormSchema,
    answer,
    defaultValue: { lng: "nl" },
  });
  // The invitation form as it is checked now, or the answer to a button of the list.
  const buttons = answer && answer.form !== "invite" ? answer : null;
  const summary = buttons
    ? { errors: buttons.result.error, status: buttons.result.status }
    : { errors: invite.allErrors, status: invite.status };
  return (
    <FormMessages namespace="admin" values={messageValues}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("coaches.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("coaches.intro")}</p>

        <div className="mt-6 flex flex-col gap-3 empty:hidden">
          {answer?.done ? <Alert tone="success">{t(`coaches.done.${answer.done}`)}</Alert> : null}
          <ErrorSummary
            errors={summary.errors}
            status={summary.status}
            fieldId={(name) => (!buttons && inviteFields.includes(name) ? `invite-${name}` : null)}
            title={buttons ? undefined : t("coaches.errors.summary")}
          />
        </div>

        {/* Inviting coaches, at the top: the list can be long. What an invitation did is shown
            under it with the form closed again. */}
        <NewItem
          label={t("coaches.invite.title")}
          open={hasErrors(invite.allErrors)}
          closeOn={answer?.results}
          className="mt-6"
        >
          <Card className="mt-4 max-w-2xl">
            <h2 id="invite-title" className="text-xl font-semibold text-ink">
              {t("coaches.invite.title")}
            </h2>
            <p className="mt-1 text-ink-muted">{t("coaches.invite.intro")}</p>
            <Form
              form={invite}
              encType="multipart/form-data"
              aria-labelledby="invite-title"
              className="mt-6 flex flex-col gap-5"
            >
              <TextAreaField
                meta={fields.list}
                label={t("coaches.invite.list")}
                hint={t("coaches.invite.listHint", { rows: MAX_ROWS })}
                rows={6}
                monospace
              />
              <InputField
                // The file is no field of the schema (the action reads it), so Conform's type does not know it.
                meta={fields.file as FieldMeta}
                type="file"
                accept=".csv,text/csv"
                label={t("coaches.invite.file")}
                hint={t("coaches.invite.fileHint", { rows: MAX_ROWS, kilobytes: MAX_BYTES / 1024 })}
              />
              <SelectField
                meta={fields.lng}
                label={t("coaches.invite.language")}
                options={languages.map((language) => ({ value: language, label: t(`coaches.languages.${language}`) }))}
              />
              <div>
                <Button type="submit" name="intent" value="invite" isDisabled={busy}>
                  {t("coaches.invite.submit")}
                </Button>
              </div>
            </Form>
          </Card>
        </NewItem>
        {answer?.results ? <InviteResults results={answer.results} /> : null}

        <CoachList
          coaches={loaderData.coaches}
          total={loaderData.total}
          page={loaderData.page}
          pages={loaderData.pages}
          timeZone={timeZone}
          busy={busy}
        />

        <div className="mt-10">
          <PendingInvitations pending={loaderData.pending} timeZone={timeZone} busy={busy} />
        </div>
      </div>
    </FormMessages>
  );
}
