import { data, Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { getCurrentUser } from "~/features/accounts/session.server";
import { getOutboxMessage, listOutbox } from "~/features/email/outbox.server";
import { outboxRule, outboxStatus } from "~/features/email/outbox-access.server";
import { env } from "~/utils/env.server";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/outbox";

export async function loader({ request, params }: Route.LoaderArgs) {
  const config = env();
  // Only the demo's outbox needs to know who asks (its admins); elsewhere it is open or absent.
  const user = outboxRule(config) === "admins" ? await getCurrentUser(request) : null;
  const status = outboxStatus(config, user && { admin: user.roles.includes("admin") });
  if (status !== 200) throw data(null, { status });
  if (params.id) {
    const message = getOutboxMessage(params.id);
    if (!message) throw data(null, { status: 404 });
    return { messages: [], message: { ...message, sentAt: message.sentAt.toISOString() } };
  }
  return {
    messages: listOutbox().map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt: sentAt.toISOString() })),
    message: null,
  };
}

// Mail with sign-in links: never kept by a browser or proxy cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Outbox · Vitaal" }, { name: "robots", content: "noindex" }];

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("email");
  const lng = useLanguage();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lng === "en" ? "en-GB" : "nl-NL", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(iso),
    );
  const { message } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{message ? message.subject : t("outbox.title")}</h1>
      {message ? (
        <>
          <p className="mt-2 text-ink-muted">
            {t("outbox.to")}: {message.to} · {when(message.sentAt)}
          </p>
          <Card className="mt-6">
            <pre className="font-sans break-words whitespace-pre-wrap text-ink">
              {message.text.split(/(https?:\/\/\S+)/).map((part, index) =>
                /^https?:\/\//.test(part) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
                  <a key={index} href={part} className="break-all text-brand-700 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </pre>
          </Card>
          <p className="mt-6">
            <Link to="/dev/outbox" className="text-brand-700 underline">
              {t("outbox.back")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-ink-muted">{t("outbox.intro")}</p>
          {loaderData.messages.length === 0 ? (
            <p className="mt-6">{t("outbox.empty")}</p>
          ) : (
            <Table caption={t("outbox.title")} hideCaption className="mt-6">
              <TableHead>
                <Row>
                  <HeaderCell>{t("outbox.subject")}</HeaderCell>
                  <HeaderCell>{t("outbox.to")}</HeaderCell>
                  <HeaderCell>{t("outbox.sentAt")}</HeaderCell>
                </Row>
              </TableHead>
              <TableBody>
                {loaderData.messages.map((item) => (
                  <Row key={item.id}>
                    <Cell>
                      <Link to={`/dev/outbox/${item.id}`} className="text-brand-700 underline">
                        {item.subject}
                      </Link>
                    </Cell>
                    <Cell className="break-all">{item.to}</Cell>
                    <Cell>{when(item.sentAt)}</Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </main>
  );
}
