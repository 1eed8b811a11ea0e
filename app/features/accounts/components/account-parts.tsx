import type { ReactNode } from "react";
import { Form as RouterForm } from "react-router";
import { type FieldMeta, TextField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MIN_PASSWORD } from "~/features/accounts/forms";
import type { MessageValues } from "~/utils/app-error";
import type { Language } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { deviceName } from "../user-agent";
import { FieldMessages } from "./form-parts";

// Parts of the account page's cards (`app/routes/member/account.tsx`): the page keeps each form's
// state, these draw the forms with their intents, what goes in them and beside them.

/** What a card says under its title: a change made, one waiting, or a refusal. */
export function CardNotice({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div className="mt-4">
      <Alert tone={tone}>{children}</Alert>
    </div>
  );
}

interface ConfirmProps<Field extends string> {
  /** The form's fields (Conform's, from `useAppForm`). */
  fields: Record<Field, FieldMeta>;
  /** What the answer's messages mention (the minutes to wait). */
  values?: MessageValues | undefined;
  /** Confirmed with the password; else by a fresh login through an organisation, until `freshUntil`. */
  password: boolean;
  freshUntil: string | null;
}

/** The new address, and what confirms the change. */
export function EmailChangeFields({ fields, values, password, freshUntil }: ConfirmProps<"email" | "emailPassword">) {
  const { t } = useTranslation("auth");
  return (
    <>
      <FieldMessages field="email" values={values}>
        <TextField meta={fields.email} type="email" autoComplete="email" label={t("account.newEmail")} />
      </FieldMessages>
      {password ? (
        <FieldMessages field="emailPassword" values={values}>
          <TextField
            meta={fields.emailPassword}
            type="password"
            autoComplete="current-password"
            label={t("account.confirmPassword")}
            hint={t("account.emailNotice")}
          />
        </FieldMessages>
      ) : (
        <p className="text-ink-muted">{t("account.freshLogin", { time: freshUntil })}</p>
      )}
    </>
  );
}

/** The current password and the new one. */
export function PasswordChangeFields({
  fields,
  values,
}: Pick<ConfirmProps<"currentPassword" | "newPassword">, "fields" | "values">) {
  const { t } = useTranslation("auth");
  return (
    <>
      <FieldMessages field="currentPassword" values={values}>
        <TextField
          meta={fields.currentPassword}
          type="password"
          autoComplete="current-password"
          label={t("account.currentPassword")}
        />
      </FieldMessages>
      <FieldMessages field="newPassword">
        <TextField
          meta={fields.newPassword}
          type="password"
          autoComplete="new-password"
          label={t("fields.newPassword")}
          hint={t("fields.passwordHint", { min: MIN_PASSWORD })}
        />
      </FieldMessages>
    </>
  );
}

/** What confirms deleting the account. */
export function DeleteConfirmField({ fields, values, password, freshUntil }: ConfirmProps<"deletePassword">) {
  const { t } = useTranslation("auth");
  return password ? (
    <FieldMessages field="deletePassword" values={values}>
      <TextField
        meta={fields.deletePassword}
        type="password"
        autoComplete="current-password"
        label={t("fields.password")}
      />
    </FieldMessages>
  ) : (
    <p className="text-ink-muted">{t("account.freshLogin", { time: freshUntil })}</p>
  );
}

/** An organisation the account logs in through, and since when. */
export function LinkedSince({
  name,
  since,
  timeZone,
  lng,
}: {
  name: string;
  since: string;
  timeZone: string;
  lng: Language;
}) {
  const { t } = useTranslation("auth");
  return (
    <span className="text-ink">
      {t("account.ssoLinked", { partner: name, date: formatDate(new Date(since), lng, timeZone, "medium") })}
    </span>
  );
}

/** The account's sessions: each device with when it logged in, this one marked. */
export function SessionList({
  sessions,
  timeZone,
  lng,
}: {
  sessions: { id: string; createdAt: string; userAgent: string | null; current: boolean }[];
  timeZone: string;
  lng: Language;
}) {
  const { t } = useTranslation("auth");
  // The device in words ("Chrome on Windows"); the browser's own string only as a tooltip.
  const sessionDevice = (userAgent: string | null) => {
    const { browser, system } = deviceName(userAgent);
    if (browser && system) return t("account.deviceOn", { browser, system });
    return browser ?? system ?? t("account.unknownDevice");
  };
  return (
    <ul className="mt-4 flex flex-col gap-2">
      {sessions.map((session) => (
        <li key={session.id} className="rounded-[var(--radius-control)] border border-line p-3">
          <p className="font-medium break-words text-ink" title={session.userAgent ?? undefined}>
            {sessionDevice(session.userAgent)}
          </p>
          <p className="text-sm text-ink-muted">
            {t("account.since", {
              date: formatDate(new Date(session.createdAt), lng, timeZone, "medium"),
            })}
            {session.current ? <strong className="ml-2 text-brand-800">{t("account.thisDevice")}</strong> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Downloading everything the account holds. */
export function AccountDataCard({ lng }: { lng: Language }) {
  const { t } = useTranslation("auth");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("account.dataTitle")}</h2>
      <p className="mt-2 text-ink-muted">{t("account.dataText")}</p>
      <a
        href={`/${lng}/account/export`}
        download
        className="mt-4 inline-flex min-h-11 items-center rounded-[var(--radius-control)] border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t("account.download")}
      </a>
    </Card>
  );
}

/** A card's form: its intent, its fields and its button (Save, unless it says another). */
export function CardForm({
  form,
  intent,
  button,
  variant,
  children,
}: {
  form: AppFormMetadata;
  intent: string;
  button?: string;
  variant?: ButtonProps["variant"];
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <Form form={form} className="mt-4 flex flex-col gap-5">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" variant={variant}>
          {button ?? t("account.save")}
        </Button>
      </div>
    </Form>
  );
}

/** A form of one button: its intent, and the organisation it concerns. */
export function ButtonForm({
  intent,
  partner,
  variant,
  className,
  children,
}: {
  intent: string;
  partner?: string;
  variant?: ButtonProps["variant"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <RouterForm method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {partner ? <input type="hidden" name="partner" value={partner} /> : null}
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </RouterForm>
  );
}
