import { useEffect, useState } from "react";
import { redirect, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/fields";
import { Form, parseSubmission, useAppForm } from "~/components/form/form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { signUp } from "~/features/accounts/accounts.server";
import {
  AuthCard,
  AuthMessages,
  EmailField,
  FieldMessages,
  PasswordField,
} from "~/features/accounts/components/form-parts";
import { signupFormSchema } from "~/features/accounts/forms";
import { redirectingPath } from "~/features/accounts/paths";
import { getCurrentUser } from "~/features/accounts/session.server";
import { findJoinLink, joinWithLink } from "~/features/partners/partners.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import { requestContext } from "~/utils/request-context.server";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/signup";

/** A signup that came through a partner's join link (`?join=…`) joins that partner too. */
async function openJoinLink(slug: unknown) {
  if (!isSlug(slug)) return null;
  const found = await findJoinLink(slug);
  return found?.status === "open" ? found : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), "");
  if (await getCurrentUser(request)) throw redirect(redirectingPath(lng, returnTo));
  const join = await openJoinLink(url.searchParams.get("join"));
  return {
    returnTo,
    join: join ? { slug: join.link.slug, partner: join.partner.name } : null,
    sent: url.searchParams.get("sent") === "1",
  };
}

/**
 * Every accepted sign-up ends on the same page ("check your inbox"), whether its address was new
 * or already had an account, and logs nobody in: the address's owner hears about it by mail.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const submission = parseSubmission(await request.formData(), signupFormSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const { name, email, password, timeZone, join: joinSlug, returnTo } = submission.value;
    // Looked at before the account exists, so both kinds of address are sent to the same place.
    const join = await openJoinLink(joinSlug);
    const result = await signUp(
      request,
      { name, email, password, lng, timeZone },
      context.get(requestContext).clientIp,
    );
    // A new account joins the partner of its link at once (the link may have run out meanwhile); an
    // existing one is never joined by someone who only typed its address. Both go on to the link's
    // page after logging in, which welcomes a member and offers the others its button.
    if (join && result.userId) await joinWithLink(result.userId, join.link.slug);
    const next = join ? `/${lng}/join/${join.link.slug}?joined=1` : returnTo;
    return redirect(`/${lng}/signup?sent=1${next ? `&returnTo=${encodeURIComponent(next)}` : ""}`);
  } catch (error) {
    // What was typed goes back into the fields after a refusal, the password never.
    return answerError(error, { form: "signup", submission, hideFields: ["password"] });
  }
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("auth:signup.metaTitle"),
    description: t("auth:signup.metaDescription"),
    lng,
    path: "/signup",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

/** The fields a person fills in; the hidden ones have no control to link a message to. */
const visibleFields = ["name", "email", "password"];

export default function Signup({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const navigation = useNavigation();
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  const answer = actionData as FormAnswer<"signup"> | undefined;
  const [form, fields] = useAppForm({ id: "signup", schema: signupFormSchema, answer });
  if (loaderData.sent) {
    const login = `/${lng}/login${loaderData.returnTo ? `?returnTo=${encodeURIComponent(loaderData.returnTo)}` : ""}`;
    return (
      <AuthCard title={t("signup.sentTitle")} intro={t("signup.sentText")}>
        <p className="mb-6 text-ink-muted">{t("signup.sentNext")}</p>
        <Link variant="primary" to={login}>
          {t("login.submit")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("signup.title")} intro={t("signup.intro")}>
      <AuthMessages errors={form.allErrors} values={answer?.problem?.values}>
        <div className="mb-6 empty:hidden">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (visibleFields.includes(name) ? `signup-${name}` : null)}
          />
        </div>
      </AuthMessages>
      {loaderData.join ? (
        <div className="mb-6">
          <Alert tone="info">{t("partner.signupFor", { partner: loaderData.join.partner })}</Alert>
        </div>
      ) : null}
      <Form form={form} className="flex flex-col gap-5">
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        {loaderData.join ? <input type="hidden" name="join" value={loaderData.join.slug} /> : null}
        <input type="hidden" name="timeZone" value={timeZone} />
        <FieldMessages field="name">
          <TextField meta={fields.name} autoComplete="name" label={t("fields.name")} />
        </FieldMessages>
        <EmailField meta={fields.email} />
        <PasswordField meta={fields.password} kind="new" />
        <Button type="submit" isDisabled={navigation.state === "submitting"}>
          {t("signup.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-ink-muted">
        {t("signup.haveAccount")} <Link to={`/${lng}/login`}>{t("signup.login")}</Link>
      </p>
    </AuthCard>
  );
}
