import type { ReactNode } from "react";
import type { ErrorsByField } from "~/components/form/error-summary";
import { type FieldMeta, TextField } from "~/components/form/fields";
import { FormMessages } from "~/components/form/messages";
import type { MessageValues } from "~/utils/app-error";
import { useTranslation } from "~/utils/i18n/react";
import { limitsOf, MIN_PASSWORD } from "../forms";

/** The narrow, centred card every account page uses. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * The `auth` catalog's messages for one field, with the numbers they mention ("at most {{max}}
 * characters"): a name, an address and a password each have their own limit; `values` adds the
 * answer's (the minutes to wait, for a refusal shown at the field).
 */
export function FieldMessages({
  field,
  values,
  children,
}: {
  field: string;
  values?: MessageValues | undefined;
  children: ReactNode;
}) {
  return (
    <FormMessages namespace="auth" values={{ ...limitsOf(field), ...values }}>
      {children}
    </FormMessages>
  );
}

/**
 * The `auth` catalog's messages for a whole account page (its error summary): the shortest
 * password, the limits of the first refused field that has any, and the values of the answer's
 * problem (the minutes to wait). Two refused fields with different limits of the same kind (a
 * name and an address both too long) would share the first one's number here; each field's own
 * message (`FieldMessages`) always has its own.
 */
export function AuthMessages({
  errors,
  values,
  children,
}: {
  errors?: ErrorsByField | undefined;
  values?: MessageValues | undefined;
  children: ReactNode;
}) {
  const refused = Object.keys(errors ?? {}).find((name) => errors?.[name]?.length && limitsOf(name).max);
  return (
    <FormMessages namespace="auth" values={{ min: MIN_PASSWORD, ...limitsOf(refused ?? ""), ...values }}>
      {children}
    </FormMessages>
  );
}

/** An account form's address field, with its messages. */
export function EmailField({ meta }: { meta: FieldMeta }) {
  const { t } = useTranslation("auth");
  return (
    <FieldMessages field="email">
      <TextField meta={meta} type="email" autoComplete="email" label={t("fields.email")} />
    </FieldMessages>
  );
}

/**
 * An account form's password field, with its messages: the current password (a login), or a new
 * one, whose hint gives the shortest length.
 */
export function PasswordField({ meta, kind, label }: { meta: FieldMeta; kind: "current" | "new"; label?: string }) {
  const { t } = useTranslation("auth");
  return (
    <FieldMessages field="password">
      <TextField
        meta={meta}
        type="password"
        autoComplete={`${kind}-password`}
        label={label ?? t("fields.password")}
        {...(kind === "new" ? { hint: t("fields.passwordHint", { min: MIN_PASSWORD }) } : {})}
      />
    </FieldMessages>
  );
}
