import english from "./notes/en.md?raw";
import dutch from "./notes/nl.md?raw";
import { renderChangelog } from "./render.server";

// What's new, for the people who use Vitaal, in their language (`notes/{lng}.md`). The developers'
// record of every change is CHANGELOG.md at the project's root; these notes say what it means for
// members, coaches and partners, in plain words. Rendered once per process per language.
const sources = { nl: dutch, en: english } as const;
const rendered = new Map<string, string>();

export function changelogHtml(lng: "nl" | "en"): string {
  let html = rendered.get(lng);
  if (html === undefined) {
    html = renderChangelog(sources[lng]);
    rendered.set(lng, html);
  }
  return html;
}
