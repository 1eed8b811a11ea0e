import source from "../../../CHANGELOG.md?raw";
import { renderChangelog } from "./render.server";

// Rendered once per process: the file is part of the build.
let html: string | undefined;

export function changelogHtml(): string {
  html ??= renderChangelog(source);
  return html;
}
