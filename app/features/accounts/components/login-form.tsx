import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import type { FormAnswer } from "~/utils/app-error";
import { useTranslation } from "~/utils/i18n/react";
import { loginSchema } from "../forms";
import { AuthMessages, EmailField, PasswordField } from "./form-parts";

/** What a login action answers a refused login with (`attemptLogin`). */
export type LoginAnswer = FormAnswer<"login">;

/** Email and password with their errors; the member, partner and coach logins share it. */
export function LoginForm({ returnTo, result }: { returnTo: string; result?: LoginAnswer }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const answer = result;
  const [form, fields] = useAppForm({ id: "login", schema: loginSchema, answer });
  return (
    <>
      <AuthMessages errors={form.allErrors} values={answer?.problem?.values}>
        <div className="mb-6 empty:hidden">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (name === "email" || name === "password" ? `login-${name}` : null)}
          />
        </div>
      </AuthMessages>
      <Form form={form} className="flex flex-col gap-5">
        <input type="hidden" name="returnTo" value={returnTo} />
        <EmailField meta={fields.email} />
        <PasswordField meta={fields.password} kind="current" />
        <Button type="submit" isDisabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </Button>
      </Form>
    </>
  );
}
