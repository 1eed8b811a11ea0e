import { data, Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { resetPassword } from "~/features/accounts/accounts.server";
import { AuthCard, ErrorSummary, type FormFeedback } from "~/features/accounts/components/form-parts";
import { MAX_PASSWORD, MIN_PASSWORD, parseForm, resetSchema } from "~/features/accounts/forms";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
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
  const parsed = parseForm(resetSchema, await request.formData());
  if (!parsed.ok) return data({ feedback: { errors: parsed.errors } satisfies FormFeedback }, { status: 400 });
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  if (!result.ok) return data({ feedback: { formError: result.error } satisfies FormFeedback }, { status: 400 });
  throw redirect(`/${lng}/login?reset=done`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:reset.metaTitle");

export default function ResetPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const errors = actionData?.feedback && "errors" in actionData.feedback ? actionData.feedback.errors : undefined;
  const feedback: FormFeedback | undefined = loaderData.invalid
    ? { formError: "errors.tokenInvalid" }
    : actionData?.feedback;
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <ErrorSummary
        feedback={feedback}
        labels={{ password: t("fields.newPassword"), token: t("fields.newPassword") }}
      />
      {loaderData.invalid ? (
        <Link variant="primary" to={`/${lng}/forgot-password`}>
          {t("reset.requestNew")}
        </Link>
      ) : (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t("fields.newPassword")}
            hint={t("fields.passwordHint", { min: MIN_PASSWORD })}
            error={errors?.password ? t(errors.password, { min: MIN_PASSWORD, max: MAX_PASSWORD }) : undefined}
          />
          <Button type="submit">{t("reset.submit")}</Button>
        </Form>
      )}
    </AuthCard>
  );
}
