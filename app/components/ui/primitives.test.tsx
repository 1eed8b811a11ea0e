import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { Button } from "./button";
import { Card } from "./card";
import { Checkbox } from "./checkbox";
import { Link } from "./link";
import { TextField } from "./text-field";

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("design-system primitives", () => {
  it("a text field ties its label, hint and error to the input", () => {
    const markup = html(<TextField name="email" label="E-mail" hint="We never share it" error="Fill in your e-mail" />);
    const inputId = /<input[^>]*\sid="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`for="${inputId}"`);
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toContain("We never share it");
    expect(markup).toMatch(/aria-describedby="[^"]+"/);
  });

  it("a checkbox is a real, labelled checkbox input", () => {
    const markup = html(<Checkbox name="terms">I accept the terms</Checkbox>);
    expect(markup).toContain('type="checkbox"');
    expect(markup).toContain("I accept the terms");
  });

  it("buttons and links carry the variant's styling", () => {
    expect(html(<Button>Save</Button>)).toContain('class="btn btn-primary"');
    expect(html(<Link to="/nl">Home</Link>)).toContain('href="/nl"');
    expect(
      html(
        <Link to="/nl" variant="secondary">
          Home
        </Link>,
      ),
    ).toContain('class="btn btn-secondary"');
  });

  it("an alert says its message in words with a status role", () => {
    const markup = html(
      <Alert tone="danger" title="Not saved" role="alert">
        Try again
      </Alert>,
    );
    expect(markup).toContain('role="alert"');
    expect(markup).toContain("Not saved");
  });

  it("a card renders its body", () => {
    expect(html(<Card>Body</Card>)).toContain("Body");
  });
});
