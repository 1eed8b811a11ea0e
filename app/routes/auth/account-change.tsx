import { data, Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import {
  type AccountLink,
  applyLink,
  describeLink,
  type LinkOutcome,
} from "~/features/accounts/account-changes.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { languageParam } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/account-change";

// The links mailed about a change on the account page (docs/decisions/024): the one to a new
// address confirms it, the one to the address the account had undoes the change (or keeps an
// account that was to be deleted). Opening a link changes nothing, so a mail scanner that follows
// it does no harm; the page says what the link does and a button does it. The token in the address
// is the key: no login needed, since an undo ends every session anyway.

type Refused = Exclude<AccountLink["state"], "confirm" | "undo"> | "taken";

/** Unknown: 404. Used, run out or replaced: 410. An address someone else took meanwhile: 409. */
const statusOf = (reason: Refused) => (reason === "unknown" ? 404 : reason === "taken" ? 409 : 410);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await describeLink(dbOf(context), token);
  if (link.state === "confirm" || link.state === "undo") {
    const due = link.state === "undo" ? link.due.toISOString() : null;
    // The token goes into the form that uses it, as it came in the address.
    return { link: { ...link, due }, token };
  }
  return data({ link: { state: link.state }, token: null }, { status: statusOf(link.state) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const form = await request.formData();
  const outcome: LinkOutcome = await applyLink(dbOf(context), form.get("token"), lng);
  if (!outcome.ok) return data({ outcome }, { status: statusOf(outcome.reason) });
  return { outcome };
}

// After its button the page shows what the action did; asking the loader again would only
// describe the link as used (410).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:accountChange.metaTitle");

export default function AccountChange({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const outcome = actionData?.outcome;
  if (outcome?.ok) {
    const text =
      outcome.done === "confirmed"
        ? t("accountChange.confirmed", { email: outcome.email })
        : t(outcome.kind === "deletion" ? "accountChange.keptText" : "accountChange.undoneText", {
            email: outcome.email,
          });
    return (
      <AuthCard title={t(outcome.done === "confirmed" ? "accountChange.confirmedTitle" : "accountChange.undoneTitle")}>
        <Alert tone="success">{text}</Alert>
        {outcome.done === "undone" ? (
          <p className="mt-4 text-ink-muted">
            {t(outcome.passwordReset ? "accountChange.resetSent" : "accountChange.loginWithOrganisation", {
              email: outcome.email,
            })}
          </p>
        ) : null}
        <div className="mt-6">
          <Link variant="primary" to={`/${lng}/${outcome.done === "confirmed" ? "account" : "login"}`}>
            {t(outcome.done === "confirmed" ? "accountChange.toAccount" : "login.submit")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const link = loaderData.link;
  const reason: Refused | null =
    outcome?.reason ?? (link.state === "confirm" || link.state === "undo" ? null : link.state);
  if (reason) {
    return (
      <AuthCard title={t(`accountChange.${reason}Title`)} intro={t(`accountChange.${reason}Text`)}>
        <Link variant="primary" to={`/${lng}/login`}>
          {t("login.submit")}
        </Link>
      </AuthCard>
    );
  }
  const token = loaderData.token ?? "";
  if (link.state === "confirm") {
    return (
      <AuthCard
        title={t("accountChange.confirmTitle")}
        intro={t("accountChange.confirmText", { email: link.newEmail })}
      >
        <LinkForm token={token} label={t("accountChange.confirmButton")} />
      </AuthCard>
    );
  }
  if (link.state !== "undo") return null;
  const due = link.due ? formatDate(new Date(link.due), lng, "Europe/Amsterdam") : "";
  return link.kind === "deletion" ? (
    <AuthCard title={t("accountChange.keepTitle")} intro={t("accountChange.keepText", { date: due })}>
      <LinkForm token={token} label={t("accountChange.keepButton")} />
    </AuthCard>
  ) : (
    <AuthCard
      title={t("accountChange.undoTitle")}
      intro={t("accountChange.undoText", { email: link.previousEmail, newEmail: link.newEmail ?? "" })}
    >
      <LinkForm token={token} label={t("accountChange.undoButton")} />
    </AuthCard>
  );
}

/** The one button that uses the link (a POST, so that only a person does it). */
function LinkForm({ token, label }: { token: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <Button type="submit">{label}</Button>
    </Form>
  );
}
