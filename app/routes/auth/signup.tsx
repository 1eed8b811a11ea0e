import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { signUp } from "~/features/accounts/accounts.server";
import { AuthCard, ErrorSummary, type FormFeedback } from "~/features/accounts/components/form-parts";
import {
  MAX_EMAIL,
  MAX_NAME,
  MAX_PASSWORD,
  MIN_PASSWORD,
  parseForm,
  signupFormSchema,
} from "~/features/accounts/forms";
import { redirectingPath } from "~/features/accounts/paths";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/features/i18n/config";
import { getI18n } from "~/features/i18n/instance";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { findJoinLink, joinWithLink } from "~/features/partners/partners.server";
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
  const form = await request.formData();
  // What was typed goes back into the fields, shortened to what they may hold.
  const values = {
    name: String(form.get("name") ?? "").slice(0, MAX_NAME),
    email: String(form.get("email") ?? "").slice(0, MAX_EMAIL),
  };
  const parsed = parseForm(signupFormSchema, form);
  if (!parsed.ok) return data({ feedback: { errors: parsed.errors } satisfies FormFeedback, values }, { status: 400 });
  const { name, email, password, timeZone, join: joinSlug, returnTo } = parsed.data;
  // Looked at before the account exists, so both kinds of address are sent to the same place.
  const join = await openJoinLink(joinSlug);
  const result = await signUp(request, { name, email, password, lng, timeZone }, context.get(requestContext).clientIp);
  if (!result.ok) {
    const feedback: FormFeedback = { formError: result.error, minutes: result.minutes };
    return data({ feedback, values }, { status: 429 });
  }
  // A new account joins the partner of its link at once (the link may have run out meanwhile); an
  // existing one is never joined by someone who only typed its address. Both go on to the link's
  // page after logging in, which welcomes a member and offers the others its button.
  if (join && result.userId) await joinWithLink(result.userId, join.link.slug);
  const next = join ? `/${lng}/join/${join.link.slug}?joined=1` : returnTo;
  throw redirect(`/${lng}/signup?sent=1${next ? `&returnTo=${encodeURIComponent(next)}` : ""}`);
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

export default function Signup({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const navigation = useNavigation();
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  const errors = actionData?.feedback.errors;
  const message = (field: string, max: number) =>
    errors?.[field] ? t(errors[field] as string, { max, min: MIN_PASSWORD }) : undefined;
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
      <ErrorSummary
        feedback={actionData?.feedback}
        labels={{ name: t("fields.name"), email: t("fields.email"), password: t("fields.password") }}
      />
      {loaderData.join ? (
        <div className="mb-6">
          <Alert tone="info">{t("partner.signupFor", { partner: loaderData.join.partner })}</Alert>
        </div>
      ) : null}
      <Form method="post" className="flex flex-col gap-5" noValidate>
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        {loaderData.join ? <input type="hidden" name="join" value={loaderData.join.slug} /> : null}
        <input type="hidden" name="timeZone" value={timeZone} />
        <TextField
          id="name"
          name="name"
          autoComplete="name"
          label={t("fields.name")}
          defaultValue={actionData?.values.name}
          error={message("name", MAX_NAME)}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          label={t("fields.email")}
          defaultValue={actionData?.values.email}
          error={message("email", MAX_EMAIL)}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          label={t("fields.password")}
          hint={t("fields.passwordHint", { min: MIN_PASSWORD })}
          error={message("password", MAX_PASSWORD)}
        />
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
