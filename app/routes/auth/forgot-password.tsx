import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { requestPasswordReset } from "~/features/accounts/accounts.server";
import { AuthCard, ErrorSummary, type FormFeedback } from "~/features/accounts/components/form-parts";
import { forgotSchema, MAX_EMAIL, parseForm } from "~/features/accounts/forms";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/forgot-password";

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const form = await request.formData();
  const parsed = parseForm(forgotSchema, form);
  if (!parsed.ok)
    return data({ feedback: { errors: parsed.errors } satisfies FormFeedback, sentTo: null }, { status: 400 });
  const result = await requestPasswordReset(parsed.data.email, lng, context.get(requestContext).clientIp);
  if (!result.ok) {
    return data(
      { feedback: { formError: result.error, minutes: result.minutes } satisfies FormFeedback, sentTo: null },
      { status: 429 },
    );
  }
  return { feedback: undefined, sentTo: parsed.data.email };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:forgot.metaTitle");

export default function ForgotPassword({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const errors = actionData?.feedback && "errors" in actionData.feedback ? actionData.feedback.errors : undefined;
  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      {actionData?.sentTo ? (
        <Alert tone="success">{t("forgot.sent", { email: actionData.sentTo })}</Alert>
      ) : (
        <>
          <ErrorSummary feedback={actionData?.feedback} labels={{ email: t("fields.email") }} />
          <Form method="post" className="flex flex-col gap-5" noValidate>
            <TextField
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              label={t("fields.email")}
              error={errors?.email ? t(errors.email, { max: MAX_EMAIL }) : undefined}
            />
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
