import { describe, expect, it } from "vitest";
import { languages } from "~/utils/i18n/config";
import {
  coachInvitation,
  emailChanged,
  escapeHtml,
  formatValidity,
  newMessageMail,
  resetPassword,
  verifyEmail,
} from "./templates.server";

const url = `https://vitaal.example/api/auth/verify-email?token=${"a1B2c3D4".repeat(8)}&callbackURL=%2Fnl%2Fverify-email`;
const templates = {
  verifyEmail,
  resetPassword,
  emailChanged,
  coachInvitation: (input: Parameters<typeof verifyEmail>[0]) => coachInvitation({ ...input, inviter: "Sara Jansen" }),
  newMessageMail: (input: Parameters<typeof verifyEmail>[0]) => newMessageMail({ ...input, from: "Daan Bakker" }),
};

describe("escapeHtml", () => {
  it("escapes the characters that matter in elements and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, before the others", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});

describe("mail templates", () => {
  for (const [name, template] of Object.entries(templates)) {
    for (const lng of languages) {
      it(`${name} (${lng}) has the link in text and html, and the lang attribute`, () => {
        const mail = template({ lng, name: "Mila", url });
        expect(mail.text).toContain(url);
        expect(mail.text).toContain("Mila");
        expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
        expect(mail.html).toContain(`<html lang="${lng}">`);
        expect(mail.html).toContain("#0f5a52");
        expect(mail.html).not.toContain("<table");
        expect(mail.html).not.toMatch(/email:|\{\{/);
        expect(mail.text).not.toMatch(/email:|\{\{/);
      });
    }

    it(`${name} escapes a name with markup in the html`, () => {
      for (const lng of languages) {
        const mail = template({ lng, name: '<script>alert("x")</script>', url });
        expect(mail.html).not.toContain("<script>");
        expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
        // The plain text is not HTML: the name stays as typed.
        expect(mail.text).toContain('<script>alert("x")</script>');
      }
    });

    it(`${name} has a different subject per language`, () => {
      const nl = template({ lng: "nl", name: "Mila", url });
      const en = template({ lng: "en", name: "Mila", url });
      expect(nl.subject).not.toBe(en.subject);
      expect(nl.html).toContain(`<title>${escapeHtml(nl.subject)}</title>`);
    });
  }

  it("write the verification mail warmly in both languages, valid for 24 hours", () => {
    const nl = verifyEmail({ lng: "nl", name: "Mila", url });
    const en = verifyEmail({ lng: "en", name: "Mila", url });
    expect(nl.subject).toBe("Bevestig je e-mailadres");
    expect(en.subject).toBe("Confirm your email address");
    expect(nl.text).toContain("Hoi Mila,");
    expect(nl.text).toContain("De link is 24 uur geldig.");
    expect(en.text).toContain("The link is valid for 24 hours.");
  });

  it("say the reset link is valid for an hour, or the minutes given", () => {
    expect(resetPassword({ lng: "nl", name: "Mila", url }).text).toContain("De link is 1 uur geldig.");
    expect(resetPassword({ lng: "en", name: "Mila", url, minutes: 60 }).text).toContain("valid for 1 hour.");
    expect(resetPassword({ lng: "en", name: "Mila", url, minutes: 30 }).text).toContain("valid for 30 minutes.");
    expect(resetPassword({ lng: "nl", name: "Mila", url, minutes: 1 }).text).toContain("1 minuut geldig");
  });

  it("confirm a new address in both languages", () => {
    expect(emailChanged({ lng: "nl", name: "Mila", url }).subject).toBe("Bevestig je nieuwe e-mailadres");
    expect(emailChanged({ lng: "en", name: "Mila", url, hours: 48 }).text).toContain("valid for 48 hours");
  });

  it("format durations as whole hours where they are", () => {
    expect(formatValidity("en", 120)).toBe("2 hours");
    expect(formatValidity("en", 90)).toBe("90 minutes");
    expect(formatValidity("nl", 1440)).toBe("24 uur");
  });
});

describe("the invitation to coach", () => {
  it("names who invites, and says the link is valid for 7 days, in both languages", () => {
    const link = `https://vitaal.example/nl/coach-invitation?token=${"x".repeat(43)}`;
    const nl = coachInvitation({ lng: "nl", name: "Eva", url: link, inviter: "Sara <Jansen>" });
    const en = coachInvitation({ lng: "en", name: "Eva", url: link, inviter: "Sara <Jansen>" });
    expect(nl.subject).toBe("Je bent uitgenodigd om te coachen op Vitaal");
    expect(en.subject).toBe("You're invited to coach on Vitaal");
    expect(nl.text).toContain("Sara <Jansen> nodigt je uit");
    expect(nl.html).toContain("Sara &lt;Jansen&gt;");
    expect(nl.text).toContain("7 dagen");
    expect(en.text).toContain("7 days");
    expect(en.text).toContain(link);
  });
});

describe("the mail about a new message", () => {
  it("says who wrote and leads to the conversation, in both languages, with the name escaped", () => {
    const link = "https://vitaal.example/nl/messages/daan";
    const nl = newMessageMail({ lng: "nl", name: "Mila", url: link, from: "<b>Daan</b>" });
    const en = newMessageMail({ lng: "en", name: "Mila", url: link, from: "Daan Bakker" });
    expect(nl.subject).toBe("Nieuw bericht van <b>Daan</b> op Vitaal");
    expect(nl.html).toContain("&lt;b&gt;Daan&lt;/b&gt;");
    expect(nl.html).not.toContain("<b>Daan</b>");
    expect(en.subject).toBe("New message from Daan Bakker on Vitaal");
    expect(en.text).toContain(link);
    expect(en.text).toContain("never");
  });
});
