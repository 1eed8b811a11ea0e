import { redirect } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, parseSubmission, useAppForm } from "~/components/form/form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { resetPassword } from "~/features/accounts/accounts.server";
import { AuthCard, AuthMessages, PasswordField } from "~/features/accounts/components/form-parts";
import { resetSchema } from "~/features/accounts/forms";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/reset-password";

// The link in the reset mail passes through better-auth, which sends the visitor here with
// `?token=…`, or with `?error=INVALID_TOKEN` when the link has expired.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return { token, invalid: !token || url.searchParams.has("error") };
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const submission = parseSubmission(await request.formData(), resetSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    await resetPassword(submission.value.token, submission.value.password);
    return redirect(`/${lng}/login?reset=done`);
  } catch (error) {
    // The password never goes back into the page, not even after a refusal.
    return answerError(error, { form: "reset", submission, hideFields: ["password"] });
  }
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:reset.metaTitle");

export default function ResetPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const answer = actionData as FormAnswer<"reset"> | undefined;
  const [form, fields] = useAppForm({ id: "reset", schema: resetSchema, answer });
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      {loaderData.invalid ? (
        <>
          <div className="mb-6">
            <Alert tone="danger" role="alert">
              {t("errors.tokenInvalid")}
            </Alert>
          </div>
          <Link variant="primary" to={`/${lng}/forgot-password`}>
            {t("reset.requestNew")}
          </Link>
        </>
      ) : (
        <>
          <AuthMessages errors={form.allErrors}>
            <div className="mb-6 empty:hidden">
              <ErrorSummary
                errors={form.allErrors}
                status={form.status}
                // The token is no field to correct: its message has no link.
                fieldId={(name) => (name === "password" ? "reset-password" : null)}
              />
            </div>
          </AuthMessages>
          <Form form={form} className="flex flex-col gap-5">
            <input type="hidden" name="token" value={loaderData.token} />
            <PasswordField meta={fields.password} kind="new" label={t("fields.newPassword")} />
            <Button type="submit">{t("reset.submit")}</Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
