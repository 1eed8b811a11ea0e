import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/features/i18n/react";
import { MAX_EMAIL, MAX_PASSWORD } from "../forms";
import { ErrorSummary, type FormFeedback } from "./form-parts";

export interface LoginFormResult {
  feedback: FormFeedback;
  email: string;
}

/** Email and password with their errors; the member, partner and coach logins share it. */
export function LoginForm({ returnTo, result }: { returnTo: string; result?: LoginFormResult }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const errors = result?.feedback.errors;
  return (
    <>
      <ErrorSummary feedback={result?.feedback} labels={{ email: t("fields.email"), password: t("fields.password") }} />
      <Form method="post" className="flex flex-col gap-5" noValidate>
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextField
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          label={t("fields.email")}
          defaultValue={result?.email}
          error={errors?.email ? t(errors.email, { max: MAX_EMAIL }) : undefined}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("fields.password")}
          error={errors?.password ? t(errors.password, { max: MAX_PASSWORD }) : undefined}
        />
        <Button type="submit" isDisabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </Button>
      </Form>
    </>
  );
}
