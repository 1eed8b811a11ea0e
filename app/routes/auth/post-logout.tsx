import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { signOut } from "~/features/accounts/accounts.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/post-logout";

// Logging out is a POST (a link or image on another site must not log anyone out); the page
// then confirms it. Reached by GET while still logged in, it offers the button.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  return { stillLoggedIn: user ? user.name : null, deleted: new URL(request.url).searchParams.has("deleted") };
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return data({ loggedOut: true }, { headers });
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:logout.metaTitle");

export default function PostLogout({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  if (loaderData.stillLoggedIn && !actionData?.loggedOut) {
    return (
      <AuthCard title={t("logout.button")} intro={t("logout.stillLoggedIn", { name: loaderData.stillLoggedIn })}>
        <Form method="post">
          <Button type="submit">{t("logout.button")}</Button>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("logout.title")} intro={loaderData.deleted ? t("account.deleted") : t("logout.text")}>
      <div className="flex flex-wrap gap-3">
        <Link variant="primary" to={`/${lng}/login`}>
          {t("logout.again")}
        </Link>
        <Link variant="secondary" to={`/${lng}`}>
          {t("logout.home")}
        </Link>
      </div>
    </AuthCard>
  );
}
