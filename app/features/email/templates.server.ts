import type { Language } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import "~/utils/i18n/resources.server";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Makes text safe inside HTML elements and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** How long a link stays valid, in words: whole hours as hours ("1 uur"), else minutes. */
export function formatValidity(lng: Language, minutes: number): string {
  const { t } = getI18n(lng);
  return minutes >= 60 && minutes % 60 === 0
    ? t("email:hours", { count: minutes / 60 })
    : t("email:minutes", { count: minutes });
}

interface ActionMail {
  lng: Language;
  key: "verify" | "reset" | "changed";
  name: string;
  url: string;
  validMinutes: number;
}

const BRAND = "#0f5a52";
const MUTED = "#45514e";

export interface ComposedMail {
  lng: Language;
  subject: string;
  /** The person's name for the greeting. */
  name: string;
  paragraphs: string[];
  /** One action, as a button with the link also written out. */
  action?: { label: string; url: string };
  /** Small print under the action. */
  footnote?: string;
}

/** The house style of every mail: greeting, paragraphs, at most one button, small print, signature. */
export function composeMail({ lng, subject, name, paragraphs, action, footnote }: ComposedMail): RenderedMail {
  const { t } = getI18n(lng);
  const greeting = t("email:greeting", { name });
  const linkIntro = t("email:linkIntro");
  const signature = t("email:signature");

  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    signature,
    "",
  ].join("\n");

  const e = escapeHtml;
  const lines = (value: string) => value.split("\n").map(e).join("<br>");
  const html = `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background-color:#f7f6f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.6;color:#1c2624">
<div role="article" aria-label="${e(subject)}" lang="${lng}" style="max-width:560px;margin:0 auto;background-color:#ffffff;border-radius:16px;padding:32px 24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND}">Vitaal</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1c2624">${e(subject)}</h1>
<p style="margin:0 0 16px">${e(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${lines(paragraph)}</p>`).join("\n")}
${
  action
    ? `<p style="margin:28px 0"><a href="${e(action.url)}" style="display:inline-block;background-color:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px">${e(action.label)}</a></p>
<p style="margin:0 0 4px;font-size:14px;color:${MUTED}">${e(linkIntro)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${e(action.url)}" style="color:${BRAND}">${e(action.url)}</a></p>`
    : ""
}
${footnote ? `<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${e(footnote)}</p>` : ""}
<p style="margin:0">${lines(signature)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

/** A short mail with one action: greeting, explanation, a button, and the link written out. */
function actionMail({ lng, key, name, url, validMinutes }: ActionMail): RenderedMail {
  const { t } = getI18n(lng);
  return composeMail({
    lng,
    subject: t(`email:${key}.subject`),
    name,
    paragraphs: [t(`email:${key}.body`)],
    action: { label: t(`email:${key}.button`), url },
    footnote: `${t("email:validFor", { validity: formatValidity(lng, validMinutes) })} ${t(`email:${key}.ignore`)}`,
  });
}

export interface LinkMailInput {
  lng: Language;
  /** The person's name as they entered it (escaped in the HTML). */
  name: string;
  /** Absolute link the mail's button and text lead to. */
  url: string;
}

/** Confirms the address of a new account. The link is valid for `hours` (default 24). */
export function verifyEmail({ hours = 24, ...input }: LinkMailInput & { hours?: number }): RenderedMail {
  return actionMail({ ...input, key: "verify", validMinutes: hours * 60 });
}

/** Leads to setting a new password. The link is valid for `minutes` (default 60, said as "1 hour"). */
export function resetPassword({ minutes = 60, ...input }: LinkMailInput & { minutes?: number }): RenderedMail {
  return actionMail({ ...input, key: "reset", validMinutes: minutes });
}

/** Sent to a new address chosen on the account page; the change takes effect once it is confirmed. */
export function emailChanged({ hours = 24, ...input }: LinkMailInput & { hours?: number }): RenderedMail {
  return actionMail({ ...input, key: "changed", validMinutes: hours * 60 });
}

/**
 * An administrator's invitation to coach on Vitaal: who invites, and a one-time link to set a
 * password and fill in the coach profile, valid for `days` (default 7).
 */
export function coachInvitation({
  days = 7,
  inviter,
  ...input
}: LinkMailInput & { inviter: string; days?: number }): RenderedMail {
  const { t } = getI18n(input.lng);
  return composeMail({
    lng: input.lng,
    subject: t("email:coachInvitation.subject"),
    name: input.name,
    paragraphs: [t("email:coachInvitation.body", { inviter }), t("email:coachInvitation.next")],
    action: { label: t("email:coachInvitation.button"), url: input.url },
    footnote: `${t("email:validFor", { validity: t("email:days", { count: days }) })} ${t("email:coachInvitation.ignore")}`,
  });
}

/**
 * Sent to the address an account had when someone asked to move it to `newEmail`: whoever did
 * knew the password, so the owner gets a link that undoes it, valid for `days` (default 7).
 */
export function emailChangeNotice({
  days = 7,
  newEmail,
  ...input
}: LinkMailInput & { newEmail: string; days?: number }): RenderedMail {
  const { t } = getI18n(input.lng);
  return composeMail({
    lng: input.lng,
    subject: t("email:changeNotice.subject"),
    name: input.name,
    paragraphs: [t("email:changeNotice.body", { newEmail }), t("email:changeNotice.undo")],
    action: { label: t("email:changeNotice.button"), url: input.url },
    footnote: `${t("email:validFor", { validity: t("email:days", { count: days }) })} ${t("email:changeNotice.ignore")}`,
  });
}

/**
 * Sent to an account's address when its deletion is asked for: the account is closed now and
 * deleted on `date` (written out in the account's language and zone), unless the link is used.
 */
export function deletionNotice({ date, ...input }: LinkMailInput & { date: string }): RenderedMail {
  const { t } = getI18n(input.lng);
  return composeMail({
    lng: input.lng,
    subject: t("email:deletionNotice.subject"),
    name: input.name,
    paragraphs: [t("email:deletionNotice.body", { date }), t("email:deletionNotice.undo")],
    action: { label: t("email:deletionNotice.button"), url: input.url },
    footnote: t("email:deletionNotice.validUntil", { date }),
  });
}

/**
 * Sent to the owner of an address when someone signs up with it: the sign-up page answers the
 * same whether or not the address has an account, so the owner hears it here instead.
 */
export function signupAttempt({ resetUrl, ...input }: LinkMailInput & { resetUrl: string }): RenderedMail {
  const { t } = getI18n(input.lng);
  return composeMail({
    lng: input.lng,
    subject: t("email:signupAttempt.subject"),
    name: input.name,
    paragraphs: [t("email:signupAttempt.body"), t("email:signupAttempt.reset", { url: resetUrl })],
    action: { label: t("email:signupAttempt.button"), url: input.url },
    footnote: t("email:signupAttempt.ignore"),
  });
}

/**
 * Says that there is a new message from `from` and leads to the conversation: never what the
 * message says (it is health-adjacent, and a mailbox is not the place for it).
 */
export function newMessageMail({ from, ...input }: LinkMailInput & { from: string }): RenderedMail {
  const { t } = getI18n(input.lng);
  return composeMail({
    lng: input.lng,
    subject: t("email:newMessage.subject", { from }),
    name: input.name,
    paragraphs: [t("email:newMessage.body", { from })],
    action: { label: t("email:newMessage.button"), url: input.url },
    footnote: t("email:newMessage.preferences"),
  });
}
