import { Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { isScanOpen } from "~/features/vitascan/dates";
import {
  isSecureRequest,
  keepVisitorScan,
  readVisitorScan,
  visitorResult,
  visitorScanCookie,
} from "~/features/vitascan/visitor-scan.server";
import { scanStatus } from "~/features/vitascan/vitascan.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/keep";

// The vitality scan a person did before logging in, kept in their account or forgotten. Only the
// browser that did the scan holds its answers (an encrypted cookie), so no one else's can arrive here.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const scan = readVisitorScan(request);
  const result = scan ? visitorResult(scan) : null;
  if (!result) throw redirect(`/${lng}/vitascan`);
  const { opensAt } = await scanStatus(dbOf(context), user.id);
  return {
    overall: result.overall,
    open: isScanOpen(opensAt, new Date()),
    opensAt,
    timeZone: user.timeZone,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const form = await request.formData();
  const cleared = { "Set-Cookie": visitorScanCookie(null, isSecureRequest(request)) };
  const scan = readVisitorScan(request);
  if (form.get("intent") !== "keep" || !scan) throw redirect(`/${lng}/vitascan`, { headers: cleared });
  const outcome = await keepVisitorScan(dbOf(context), user.id, scan, new Date());
  if (outcome === "kept") throw redirect(`/${lng}/vitascan/results`, { headers: cleared });
  // Not open yet, or incomplete (the loader would not have offered it): the page says why.
  throw redirect(`/${lng}/vitascan/keep`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:keep.title");

export default function KeepScan({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("keep.title")}</h1>
      <Card className="mt-6">
        <p className="text-ink">{t("keep.text", { overall: loaderData.overall })}</p>
        {loaderData.open ? null : (
          <div className="mt-4">
            <Alert tone="info" title={t("keep.notOpenTitle")}>
              <p>
                {t("keep.notOpen", {
                  date: loaderData.opensAt ? formatDate(new Date(loaderData.opensAt), lng, loaderData.timeZone) : "",
                })}
              </p>
            </Alert>
          </div>
        )}
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          {loaderData.open ? (
            <Button type="submit" name="intent" value="keep">
              {t("keep.keep")}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="forget" variant="secondary">
            {t("keep.forget")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
