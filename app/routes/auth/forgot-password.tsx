import { data } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, parseSubmission, useAppForm } from "~/components/form/form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { requestPasswordReset } from "~/features/accounts/accounts.server";
import { AuthCard, AuthMessages, EmailField } from "~/features/accounts/components/form-parts";
import { forgotSchema } from "~/features/accounts/forms";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/forgot-password";

export type ForgotAnswer = FormAnswer<"forgot"> & {
  /** The address the link went to, if it has an account: the answer is the same either way. */
  sentTo?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const submission = parseSubmission(await request.formData(), forgotSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const { email } = submission.value;
    await requestPasswordReset(email, lng, context.get(requestContext).clientIp);
    return data<ForgotAnswer>({ form: "forgot", result: submission.reply({ resetForm: true }), sentTo: email });
  } catch (error) {
    return answerError(error, { form: "forgot", submission });
  }
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:forgot.metaTitle");

export default function ForgotPassword({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const answer = actionData as ForgotAnswer | undefined;
  const [form, fields] = useAppForm({ id: "forgot", schema: forgotSchema, answer });
  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      {answer?.sentTo ? (
        <Alert tone="success">{t("forgot.sent", { email: answer.sentTo })}</Alert>
      ) : (
        <>
          <AuthMessages errors={form.allErrors} values={answer?.problem?.values}>
            <div className="mb-6 empty:hidden">
              <ErrorSummary errors={form.allErrors} status={form.status} fieldId={(name) => `forgot-${name}`} />
            </div>
          </AuthMessages>
          <Form form={form} className="flex flex-col gap-5">
            <EmailField meta={fields.email} />
            <Button type="submit">{t("forgot.submit")}</Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to={`/${lng}/login`}>{t("forgot.back")}</Link>
      </p>
    </AuthCard>
  );
}
