import { renderMarkdown } from "~/utils/markdown.server";

export interface ChangelogRelease {
  heading: string;
  body: string;
}

/**
 * Splits a Keep a Changelog file into its releases ("## [x.y.z] - date" sections) and orders them
 * newest first: "Unreleased" on top, then by date, so a file edited out of order still reads right.
 */
export function splitReleases(markdown: string): ChangelogRelease[] {
  const sections = markdown.split(/^## /m).slice(1);
  const releases = sections.map((section) => {
    const newline = section.indexOf("\n");
    return {
      heading: (newline === -1 ? section : section.slice(0, newline)).trim(),
      body: newline === -1 ? "" : section.slice(newline + 1).trim(),
    };
  });
  const rank = (heading: string) => {
    if (/unreleased/i.test(heading)) return Number.POSITIVE_INFINITY;
    const date = /(\d{4}-\d{2}-\d{2})/.exec(heading)?.[1];
    return date ? Date.parse(date) : 0;
  };
  return releases
    .map((release, index) => ({ release, index }))
    .sort((a, b) => rank(b.release.heading) - rank(a.release.heading) || a.index - b.index)
    .map(({ release }) => release);
}

/** The changelog as safe HTML, newest release first. */
export function renderChangelog(markdown: string): string {
  return splitReleases(markdown)
    .map((release) => renderMarkdown(`## ${release.heading}\n\n${release.body}`))
    .join("\n");
}
