import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FORM_INVALID } from "~/features/accounts/forms";
import { env } from "~/utils/env.server";
import { defaultLanguage, isLanguage } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { captureClientError } from "~/utils/monitoring/client";
import { ExampleServerError, sendExampleServerError } from "~/utils/monitoring/example.server";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/sentry-example-page";

// Operators only (the admin area): it makes the server log and report errors on demand.
export function loader() {
  const config = env();
  return { enabled: Boolean(config.SENTRY_DSN), environment: config.SENTRY_ENVIRONMENT };
}

const exampleFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("report") }), z.object({ intent: z.literal("crash") })],
  { error: FORM_INVALID },
);

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), exampleFormSchema);
  if (submission.status !== "success") return data({ formError: FORM_INVALID }, { status: 400 });
  // "crash" lets the error escape, to show the application-error screen with its digest.
  if (submission.value.intent === "crash") throw new ExampleServerError();
  return sendExampleServerError(context.get(requestContext).requestId);
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = isLanguage(params.lng) ? params.lng : defaultLanguage;
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("monitoring:metaTitle"),
    description: t("monitoring:metaDescription"),
    lng,
    path: "/sentry-example-page",
    origin: matches[0]?.loaderData?.origin ?? "",
    noindex: true,
  });
};

class ExampleBrowserError extends Error {
  constructor() {
    super("Vitaal example: a deliberate browser error from the sentry example page");
    this.name = "ExampleBrowserError";
  }
}

export default function SentryExamplePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("monitoring");
  const navigation = useNavigation();
  const [clientResult, setClientResult] = useState<{ id?: string } | undefined>();
  const [crashed, setCrashed] = useState(false);
  // Thrown while rendering, so the root error boundary takes over as it would for a real fault.
  if (crashed) throw new ExampleBrowserError();

  async function throwInBrowser() {
    try {
      throw new ExampleBrowserError();
    } catch (error) {
      setClientResult({ id: await captureClientError(error) });
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t("intro")}</p>
      <div className="mt-6">
        <Alert tone={loaderData.enabled ? "info" : "warning"}>
          {loaderData.enabled ? t("status.on", { environment: loaderData.environment }) : t("status.off")}
        </Alert>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("client.title")}</h2>
          <p className="mt-2 text-ink-muted">{t("client.text")}</p>
          <Button className="mt-4" onPress={throwInBrowser}>
            {t("client.button")}
          </Button>
          <p className="mt-4 text-ink-muted">{t("client.crashText")}</p>
          <Button variant="secondary" className="mt-3" onPress={() => setCrashed(true)}>
            {t("client.crash")}
          </Button>
          <div className="mt-4" aria-live="polite">
            {clientResult ? (
              <Alert tone={clientResult.id ? "success" : "warning"}>
                <span data-testid="client-result">
                  {clientResult.id ? t("client.sent", { id: clientResult.id }) : t("client.off")}
                </span>
              </Alert>
            ) : null}
          </div>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("server.title")}</h2>
          <p className="mt-2 text-ink-muted">{t("server.text")}</p>
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="report"
              className="mt-4"
              isDisabled={navigation.state === "submitting"}
            >
              {t("server.button")}
            </Button>
          </Form>
          <p className="mt-4 text-ink-muted">{t("server.crashText")}</p>
          <Form method="post">
            <Button type="submit" name="intent" value="crash" variant="secondary" className="mt-3">
              {t("server.crash")}
            </Button>
          </Form>
          <div className="mt-4" aria-live="polite">
            {actionData && "formError" in actionData ? <FormError message={actionData.formError} /> : null}
            {actionData && "digest" in actionData ? (
              <Alert tone={actionData.eventId ? "success" : "warning"}>
                <span data-testid="server-result">
                  {actionData.eventId
                    ? t("server.sent", { id: actionData.eventId, digest: actionData.digest })
                    : t("server.off", { digest: actionData.digest })}
                </span>
              </Alert>
            ) : null}
          </div>
        </Card>
      </div>
    </div>
  );
}

/** A form this page does not have; the message is the account forms' own (`auth` catalog). */
function FormError({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  return (
    <Alert tone="danger" role="alert">
      {t(message)}
    </Alert>
  );
}
