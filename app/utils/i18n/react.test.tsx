import type { TFunction } from "i18next";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "./resources.server";
import { getI18n } from "./instance";
import { I18nProvider, useTranslation } from "./react";

let captured: TFunction | undefined;

function Probe({ namespace }: { namespace: string }) {
  captured = useTranslation(namespace).t;
  return null;
}

/** The server render's translate function for a language and namespace. */
function serverT(lng: "nl" | "en", namespace: string): TFunction {
  captured = undefined;
  renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <Probe namespace={namespace} />
    </I18nProvider>,
  );
  if (!captured) throw new Error("not rendered");
  return captured;
}

describe("translations on the server", () => {
  it("answer as i18next does, texts with values included, whatever was asked before", () => {
    for (const lng of ["nl", "en"] as const) {
      const t = serverT(lng, "coaching");
      const direct = getI18n(lng).getFixedT(null, "coaching");
      for (const count of [1, 2, 1, 12]) {
        expect(t("directory.count", { count })).toBe(direct("directory.count", { count }));
      }
      for (const [day, time] of [
        ["maandag 2 maart", "09:00"],
        ["maandag 2 maart", "09:30"],
        ["dinsdag 3 maart", "09:00"],
      ]) {
        expect(t("profile.slotLabel", { day, time })).toBe(direct("profile.slotLabel", { day, time }));
      }
      // Values that only differ in type, or by where a separator would fall, are different texts.
      expect(t("directory.city", { city: "1" })).toBe(direct("directory.city", { city: "1" }));
      expect(t("directory.count", { count: 1 })).not.toBe(t("directory.count", { count: 3 }));
      expect(t("profile.slotLabel", { day: "a", time: "b c" })).not.toBe(
        t("profile.slotLabel", { day: "a b", time: "c" }),
      );
      // A value holding what could look like the next value's name: still its own text.
      expect(t("profile.slotLabel", { day: 'a","time","b' })).toBe(
        direct("profile.slotLabel", { day: 'a","time","b' }),
      );
      expect(t("profile.slotLabel", { day: "a", time: "b" })).toBe(
        direct("profile.slotLabel", { day: "a", time: "b" }),
      );
    }
  });

  it("pass a call with a value that is not a word or a number straight to i18next", () => {
    const t = serverT("en", "coaching");
    const city = { toString: () => "Utrecht" };
    expect(t("directory.city", { city })).toBe(getI18n("en").getFixedT(null, "coaching")("directory.city", { city }));
    const first = t("directory.city", { city: "Delft" });
    expect(t("directory.city", { city: "Delft" })).toBe(first);
    expect(first).toBe("in Delft");
  });
});

function OtherNamespace() {
  const { t } = useTranslation("coach");
  return (
    <p>
      {t("coaching:kind.intakeShort")} {t("kind.coachingShort", { ns: "coaching" })} {t("10:30 sleep")}
    </p>
  );
}

describe("keys naming another namespace", () => {
  it("are recorded with the page's namespaces, so the browser loads them before hydrating", () => {
    const used = new Set<string>();
    const html = renderToString(
      <I18nProvider i18n={getI18n("en")} used={used}>
        <OtherNamespace />
      </I18nProvider>,
    );
    // A text with a colon that names no catalog ("10:30 sleep") is no namespace to load.
    expect([...used].sort()).toEqual(["coach", "coaching"]);
    expect(html).not.toContain("kind.");
  });
});
