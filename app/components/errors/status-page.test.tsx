import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import { ApplicationError } from "./application-error";
import { StatusPage } from "./status-page";

function render(path: string, node: React.ReactNode) {
  const lng = path.startsWith("/en") ? "en" : "nl";
  // A data router, as in the app: the pages read the root route's data for the language.
  const router = createMemoryRouter([{ id: "root", path: "/", children: [{ path: ":lng/*", element: node }] }], {
    initialEntries: [path],
  });
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("status pages", () => {
  it("the 401 page offers login that returns to the page", () => {
    const markup = render("/nl/coaching?tab=past", <StatusPage status={401} />);
    expect(markup).toContain("Log in om verder te gaan");
    expect(markup).toContain('href="/nl/login?returnTo=%2Fnl%2Fcoaching%3Ftab%3Dpast"');
  });

  it("the 403 and 404 pages speak the page's language and lead home", () => {
    expect(render("/en/x", <StatusPage status={403} />)).toContain("You do not have access to this page");
    const notFound = render("/en/x", <StatusPage status={404} />);
    expect(notFound).toContain("This page does not exist");
    expect(notFound).toContain('href="/en"');
  });

  it("a refused form body says the form could not be read, an address with control characters that it is not valid", () => {
    expect(render("/en/x", <StatusPage status={415} />)).toContain("This form could not be read");
    expect(render("/nl/x", <StatusPage status={400} data={{ lng: "nl", reason: "form" }} />)).toContain(
      "Dit formulier konden we niet lezen",
    );
    expect(render("/en/x", <StatusPage status={400} data={{ lng: "en" }} />)).toContain("This address is not valid");
  });

  it("the application-error screen names the host and shows a digest only when given", () => {
    const withDigest = render("/en/x", <ApplicationError host="vitaal.example" digest="abc-123" />);
    expect(withDigest).toContain(
      "Application error: a client-side exception has occurred while loading vitaal.example",
    );
    expect(withDigest).toContain("Digest: abc-123");
    const withoutDigest = render("/nl/x", <ApplicationError host="vitaal.example" />);
    expect(withoutDigest).toContain("Applicatiefout");
    expect(withoutDigest).not.toContain("Digest");
  });
});
