import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { TextField } from "~/components/ui/text-field";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { JoinLinkStatus } from "../join-links";

// A partner's join links with their address to copy, a form for a new one and a button to end
// each: the same card in the back office and in the partner portal, posting `create-link` and
// `revoke-link` to the page it is on (both pages validate with `partnerPageSchema`).

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
  /** Errors of the last create or revoke, as `partners.errors.*` keys of the schema and the writes. */
  errors: Record<string, string>;
  /** A confirmation shown above the list (the page decides where its own messages go). */
  notice?: ReactNode;
}

/** The schema's and the writes' message keys are the admin catalog's; this card has its own copies. */
const messageKey = (key: string) => key.replace(/^partners\.errors\./, "links.errors.");

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

export function JoinLinksCard({ links, origin, timeZone, archived, title, intro, errors, notice }: JoinLinksCardProps) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const say = (key: string | undefined) => (key ? t(messageKey(key)) : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`link-${field}-error`} className="text-sm font-medium text-danger-700">
        {say(errors[field])}
      </p>
    ) : null;
  const describedBy = (field: string) =>
    errors[field] ? `link-${field}-hint link-${field}-error` : `link-${field}-hint`;

  return (
    <Card className="mt-8">
      <h2 id="links-title" className="text-xl font-semibold text-ink">
        {title ?? t("links.title")}
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted">{intro}</p>
      {notice ? <div className="mt-4">{notice}</div> : null}
      {Object.keys(errors).length > 0 ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert" title={t("links.errors.summary")}>
            <ul className="list-disc pl-5">
              {Object.entries(errors).map(([field, key]) => (
                <li key={field}>
                  {field === "form" ? (
                    say(key)
                  ) : (
                    <a href={`#link-${field}`} className="underline underline-offset-2">
                      {say(key)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      {links.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("links.empty")}</p>
      ) : (
        <ScrollRegion label={t("links.title")} className="mt-4">
          <table className="w-full text-left">
            <caption className="sr-only">{t("links.title")}</caption>
            <thead className="border-b border-line text-sm text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("links.columns.slug")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("links.columns.address")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("links.columns.uses")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("links.columns.status")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t("links.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.id} className="border-b border-line align-top last:border-b-0">
                  <th scope="row" className="py-3 pr-4 font-mono text-sm font-medium text-ink">
                    {link.slug}
                  </th>
                  <td className="py-3 pr-4">
                    <CopyField
                      url={`${origin}/${lng}/join/${link.slug}`}
                      label={t("links.addressOf", { slug: link.slug })}
                    />
                  </td>
                  <td className="py-3 pr-4 tabular-nums text-ink">
                    {link.maxUses === null
                      ? t("links.usesUnlimited", { uses: link.uses })
                      : t("links.usesOf", { uses: link.uses, max: link.maxUses })}
                  </td>
                  <td className="py-3 pr-4 text-ink">
                    <p className="font-medium">{t(`links.status.${link.status}`)}</p>
                    <p className="text-sm text-ink-muted">
                      {link.expiresAt
                        ? t(link.status === "expired" ? "links.endedOn" : "links.endsOn", {
                            date: formatDate(new Date(link.expiresAt), lng, timeZone, "medium"),
                          })
                        : t("links.noEnd")}
                    </p>
                  </td>
                  <td className="py-3">
                    {link.status === "expired" ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke-link" />
                        <input type="hidden" name="linkId" value={link.id} />
                        <Button type="submit" variant="ghost" aria-label={t("links.revokeLabel", { slug: link.slug })}>
                          {t("links.revoke")}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <h3 id="new-link-title" className="mt-8 text-lg font-semibold text-ink">
        {t("links.newTitle")}
      </h3>
      {archived ? (
        <p className="mt-2 text-ink-muted">{t("links.archivedNoNew")}</p>
      ) : (
        // A new key once a link was added: the form starts empty again for the next one.
        <Form
          key={links.length}
          method="post"
          aria-labelledby="new-link-title"
          className="mt-4 grid items-start gap-5 md:grid-cols-3"
        >
          <input type="hidden" name="intent" value="create-link" />
          <TextField
            id="link-linkSlug"
            name="linkSlug"
            label={t("links.slug")}
            hint={t("links.slugHint")}
            error={say(errors.linkSlug)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="link-expiresOn" className="font-medium text-ink">
              {t("links.expiresOn")}
            </label>
            <input
              id="link-expiresOn"
              name="expiresOn"
              type="date"
              aria-describedby={describedBy("expiresOn")}
              aria-invalid={errors.expiresOn ? true : undefined}
              className={fieldStyle}
            />
            <p id="link-expiresOn-hint" className="text-sm text-ink-muted">
              {t("links.expiresOnHint")}
            </p>
            {fieldError("expiresOn")}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="link-maxUses" className="font-medium text-ink">
              {t("links.maxUses")}
            </label>
            <input
              id="link-maxUses"
              name="maxUses"
              inputMode="numeric"
              aria-describedby={describedBy("maxUses")}
              aria-invalid={errors.maxUses ? true : undefined}
              className={fieldStyle}
            />
            <p id="link-maxUses-hint" className="text-sm text-ink-muted">
              {t("links.maxUsesHint")}
            </p>
            {fieldError("maxUses")}
          </div>
          <div className="md:col-span-3">
            <Button type="submit">{t("links.create")}</Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
