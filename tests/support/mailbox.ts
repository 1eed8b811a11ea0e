import { expect } from "@playwright/test";

const inbox = "http://127.0.0.1:4326/__mail";

interface Mail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
  /** The attached invite (.ics) as sent; empty without one. */
  calendar: string;
}

/** Waits for the newest mail to an address at the local SMTP server and returns it. */
export async function mailTo(address: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(inbox)).json()) as Mail[];
        found = mails.findLast((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
}
