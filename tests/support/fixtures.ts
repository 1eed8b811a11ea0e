import { test as base, expect } from "@playwright/test";

export { expect };

interface Options {
  /**
   * Console errors a test expects, as one pattern (Playwright reads an array option as a tuple) (e.g. the browser's own "Failed to load resource … 404" line on a
   * page whose status is meant to be 404). Any other console error or uncaught page error fails
   * the test, so a page that logs errors is never called working.
   */
  allowedConsoleErrors: RegExp | undefined;
}

export const test = base.extend<Options>({
  allowedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
    });
    page.on("pageerror", (error) => {
      if (!allowedConsoleErrors?.test(error.message)) {
        problems.push(`page error: ${error.message}`);
      }
    });
    await use(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

/** The browser's own log line for a response with an error status. */
export const statusLine = (status: number) => new RegExp(`status of ${status}`);
