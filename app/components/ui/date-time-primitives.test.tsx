import { parseDate, Time } from "@internationalized/date";
import { I18nProvider } from "react-aria-components";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DatePicker } from "./date-picker";
import { DateRangePicker } from "./date-range-picker";
import { Switch } from "./switch";
import { TimeField } from "./time-field";

const html = (node: React.ReactNode, locale = "nl-NL") =>
  renderToString(<I18nProvider locale={locale}>{node}</I18nProvider>);

describe("date and time primitives", () => {
  it("a switch is a labelled switch input that posts its value when on", () => {
    const markup = html(
      <Switch name="day1.on" value="on" defaultSelected>
        Maandag
      </Switch>,
    );
    expect(markup).toContain('role="switch"');
    expect(markup).toMatch(/<input[^>]*name="day1\.on"/);
    expect(markup).toContain("checked");
    expect(markup).toContain("Maandag");
  });

  it("a time field shows a 24-hour clock with leading zeros, posts HH:MM:SS, and ties its error to itself", () => {
    const markup = html(
      <TimeField label="Van" name="day1.0.start" defaultValue={new Time(8, 5)} error="Vul een tijd in." />,
      "en-US",
    );
    expect(markup).toContain('name="day1.0.start" value="08:05:00"');
    expect(markup).not.toContain("AM");
    expect(markup.match(/role="spinbutton"/g)).toHaveLength(2);
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toContain("Vul een tijd in.");
  });

  it("the date pickers post ISO dates under their names", () => {
    expect(html(<DatePicker label="Datum" name="date" defaultValue={parseDate("2026-12-04")} />)).toContain(
      'name="date" value="2026-12-04"',
    );
    const range = html(
      <DateRangePicker
        label="Eerste en laatste dag"
        startName="from"
        endName="to"
        defaultValue={{ start: parseDate("2026-12-01"), end: parseDate("2026-12-04") }}
      />,
    );
    expect(range).toContain('name="from" value="2026-12-01"');
    expect(range).toContain('name="to" value="2026-12-04"');
    expect(range).toContain("Eerste en laatste dag");
  });
});
