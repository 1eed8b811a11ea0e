import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldMeta, InputField, TextField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { fieldStyle } from "~/components/ui/field-style";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { type JoinLinkStatus, lastWorkingMoment } from "../join-links";

// A partner's join links with their address to copy, a form for a new one and a button to end
// each: the same card in the back office and in the partner portal, posting `create-link` and
// `revoke-link` to the page it is on (both pages check them with the schemas of
// `partners.schema.ts`). The new link's form is the page's Conform form; the page shows its one
// error summary, the messages at the fields are this card's (the `partner` catalog's copies of the
// back office's `partners.errors.*` keys).

export interface JoinLinkRow {
  id: string;
  slug: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  status: JoinLinkStatus;
}

export interface JoinLinksCardProps {
  links: JoinLinkRow[];
  /** The site's address, for the full join address. */
  origin: string;
  /** The account's time zone: the end dates are shown, and typed, in it. */
  timeZone: string;
  /** An archived partner gets no new links. */
  archived: boolean;
  /** The card's heading; the list's name ("Join links") by default. */
  title?: string;
  intro: string;
  /** The new link's form (Conform, id `link`) and its fields. */
  form: AppFormMetadata;
  fields: Record<JoinLinkField, FieldMeta>;
  /** A confirmation or the page's error summary, shown above the list (the page decides). */
  notice?: ReactNode;
}

/** The new link's fields: their ids are `link-{name}`, as the summary links them. */
export const joinLinkFields = ["linkSlug", "expiresOn", "maxUses"] as const;
export type JoinLinkField = (typeof joinLinkFields)[number];

/** Copies a join link's address; without script (or clipboard) the address is there to select. */
export function CopyField({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation("partner");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setHydrated(true), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      input.current?.select();
      setState("failed");
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldStyle} min-w-64 font-mono text-sm`}
        />
        {hydrated ? (
          <Button variant="secondary" onPress={copy} aria-label={t("links.copyLabel", { url })}>
            {t("links.copy")}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {state === "copied" ? t("links.copied") : state === "failed" ? t("links.copyFailed") : ""}
      </p>
    </div>
  );
}

export function JoinLinksCard({
  links,
  origin,
  timeZone,
  archived,
  title,
  intro,
  form,
  fields,
  notice,
}: JoinLinksCardProps) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  return (
    <Card className="mt-8">
      <h2 id="links-title" className="text-xl font-semibold text-ink">
        {title ?? t("links.title")}
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted">{intro}</p>
      {notice ? <div className="mt-4 flex flex-col gap-3 empty:hidden">{notice}</div> : null}
      {links.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("links.empty")}</p>
      ) : (
        <Table caption={t("links.title")} hideCaption className="mt-4">
          <TableHead>
            <Row>
              <HeaderCell>{t("links.columns.slug")}</HeaderCell>
              <HeaderCell>{t("links.columns.address")}</HeaderCell>
              <HeaderCell>{t("links.columns.uses")}</HeaderCell>
              <HeaderCell>{t("links.columns.status")}</HeaderCell>
              <HeaderCell>
                <span className="sr-only">{t("links.columns.actions")}</span>
              </HeaderCell>
            </Row>
          </TableHead>
          <TableBody>
            {links.map((link) => (
              <Row key={link.id}>
                <HeaderCell scope="row" className="font-mono text-sm">
                  {link.slug}
                </HeaderCell>
                <Cell>
                  <CopyField
                    url={`${origin}/${lng}/join/${link.slug}`}
                    label={t("links.addressOf", { slug: link.slug })}
                  />
                </Cell>
                <Cell className="tabular-nums">
                  {link.maxUses === null
                    ? t("links.usesUnlimited", { uses: link.uses })
                    : t("links.usesOf", { uses: link.uses, max: link.maxUses })}
                </Cell>
                <Cell>
                  <p className="font-medium">{t(`links.status.${link.status}`)}</p>
                  <p className="text-sm text-ink-muted">
                    {link.expiresAt
                      ? t(link.status === "expired" ? "links.endedOn" : "links.endsOn", {
                          date: formatDate(lastWorkingMoment(new Date(link.expiresAt)), lng, timeZone, "medium"),
                        })
                      : t("links.noEnd")}
                  </p>
                </Cell>
                <Cell>
                  {link.status === "expired" ? null : (
                    <ConfirmAction
                      label={t("links.revoke")}
                      accessibleLabel={t("links.revokeLabel", { slug: link.slug })}
                      consequence={t("links.revokeConsequence")}
                      confirmLabel={t("links.revokeConfirm")}
                      confirmAccessibleLabel={t("links.revokeConfirmLabel", { slug: link.slug })}
                      intent="revoke-link"
                    >
                      <input type="hidden" name="linkId" value={link.id} />
                    </ConfirmAction>
                  )}
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}

      <h3 id="new-link-title" className="mt-8 text-lg font-semibold text-ink">
        {t("links.newTitle")}
      </h3>
      {archived ? (
        <p className="mt-2 text-ink-muted">{t("links.archivedNoNew")}</p>
      ) : (
        <FormMessages namespace="partner">
          <Form form={form} aria-labelledby="new-link-title" className="mt-4 grid items-start gap-5 md:grid-cols-3">
            <input type="hidden" name="intent" value="create-link" />
            <TextField meta={fields.linkSlug} label={t("links.slug")} hint={t("links.slugHint")} />
            <InputField
              meta={fields.expiresOn}
              type="date"
              label={t("links.expiresOn")}
              hint={t("links.expiresOnHint")}
            />
            <TextField
              meta={fields.maxUses}
              label={t("links.maxUses")}
              hint={t("links.maxUsesHint")}
              inputMode="numeric"
            />
            <div className="md:col-span-3">
              <Button type="submit">{t("links.create")}</Button>
            </div>
          </Form>
        </FormMessages>
      )}
    </Card>
  );
}
