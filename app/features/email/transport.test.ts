import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeQuotedPrintable, parseMail, startSmtpServer } from "../../../tests/support/smtp";
import { addToOutbox, clearOutbox, getOutboxMessage, listOutbox } from "./outbox.server";
import { resetPassword, verifyEmail } from "./templates.server";
import { createMailer, MailDeliveryError } from "./transport.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  vi.unstubAllEnvs();
});

// Long enough to be wrapped by quoted-printable, with `=` and `&` that it must escape.
const token = "a1B2c3D4".repeat(8);
const longUrl = `https://vitaal.example/api/auth/verify-email?token=${token}&callbackURL=%2Fnl%2Fverify-email%3Fwelcome%3D1&x=1=2`;

describe("local outbox", () => {
  it("keeps mail when no SMTP server is given", async () => {
    clearOutbox();
    await createMailer(undefined).send({
      to: "mila@example.com",
      ...verifyEmail({ lng: "nl", name: "Mila", url: longUrl }),
    });
    const [kept] = listOutbox();
    expect(listOutbox()).toHaveLength(1);
    expect(kept?.to).toBe("mila@example.com");
    expect(kept?.subject).toBe("Bevestig je e-mailadres");
    expect(kept?.text).toContain(longUrl);
    expect(kept?.sentAt).toBeInstanceOf(Date);
    expect(getOutboxMessage(kept?.id ?? "")).toEqual(kept);
    expect(getOutboxMessage("unknown")).toBeUndefined();
  });

  it("keeps the newest 200, newest first", () => {
    clearOutbox();
    for (let i = 0; i < 205; i++) addToOutbox({ to: `p${i}@example.com`, subject: `${i}`, text: "", html: "" });
    expect(listOutbox()).toHaveLength(200);
    expect(listOutbox()[0]?.subject).toBe("204");
    expect(listOutbox().at(-1)?.subject).toBe("5");
    clearOutbox();
    expect(listOutbox()).toEqual([]);
  });

  it("is where sendMail puts mail when SMTP_URL is unset", async () => {
    // env() reads the environment once per module instance: load fresh modules without SMTP_URL.
    vi.stubEnv("SMTP_URL", "");
    vi.resetModules();
    const { sendMail } = await import("./transport.server");
    const outbox = await import("./outbox.server");
    outbox.clearOutbox();
    await sendMail({ to: "noor@example.com", ...resetPassword({ lng: "en", name: "Noor", url: longUrl }) });
    expect(outbox.listOutbox().map((mail) => mail.to)).toEqual(["noor@example.com"]);
    // The outbox lives on globalThis, so every module instance sees the same messages.
    expect(listOutbox()).toHaveLength(1);
    clearOutbox();
  });
});

describe("SMTP delivery", () => {
  it("delivers to a real SMTP server with the subject and the link intact", async () => {
    await createMailer(smtp.url, "Vitaal <no-reply@vitaal.example>").send({
      to: "Noah@Example.com",
      ...verifyEmail({ lng: "en", name: "Noah", url: longUrl }),
    });
    const mail = await smtp.waitForMail("noah@example.com");
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.to).toEqual(["noah@example.com"]);
    expect(mail.links[0]).toBe(longUrl);
    expect(mail.links).toEqual([longUrl]);
    expect(mail.text).toContain("Hi Noah,");
    expect(mail.text).toContain(longUrl);
    // The link really went over the wire quoted-printable, wrapped and escaped.
    expect(mail.raw).toContain("quoted-printable");
    expect(mail.raw).toMatch(/=\r\n/);
    expect(mail.raw).toContain("=3D");
    expect(mail.raw).toMatch(/^From: Vitaal <no-reply@vitaal\.example>/im);
  });

  it("delivers non-ASCII subjects and attachments", async () => {
    await createMailer(smtp.url, "Vitaal <no-reply@vitaal.example>").send({
      to: "ines@example.com",
      ...resetPassword({ lng: "nl", name: "Inès Çelik", url: longUrl }),
      subject: "Je afspraak — café ☕",
      attachments: [
        { filename: "invite.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" },
      ],
    });
    const mail = await smtp.waitForMail("ines@example.com");
    expect(mail.subject).toBe("Je afspraak — café ☕");
    expect(mail.text).toContain("Hoi Inès Çelik,");
    expect(mail.links).toEqual([longUrl]);
    expect(mail.raw).toContain("invite.ics");
  });

  it("throws MailDeliveryError when the server cannot be reached", async () => {
    const closed = await startSmtpServer();
    const url = closed.url;
    await closed.close();
    const error = await createMailer(url, "Vitaal <no-reply@vitaal.example>")
      .send({ to: "x@example.com", subject: "s", text: "t", html: "<p>t</p>" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).code).toBeTruthy();
  });
});

describe("test mail parsing", () => {
  it("undoes quoted-printable soft breaks and escapes", () => {
    expect(decodeQuotedPrintable("a=3Db&c=3D=\r\nd caf=C3=A9")).toBe("a=b&c=d café");
  });

  it("reads a quoted-printable text part of a multipart message", () => {
    const raw = [
      "Subject: =?UTF-8?Q?Bevestig_je_e-mailadres?=",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Link: https://vitaal.example/x?token=3D=",
      "abc&y=3D1",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from('<a href="https://vitaal.example/x?token=abc&amp;y=1">x</a>').toString("base64"),
      "--b1--",
      "",
    ].join("\r\n");
    const mail = parseMail(raw, ["a@example.com"]);
    expect(mail.subject).toBe("Bevestig je e-mailadres");
    expect(mail.text).toBe("Link: https://vitaal.example/x?token=abc&y=1");
    expect(mail.links).toEqual(["https://vitaal.example/x?token=abc&y=1"]);
  });
});
