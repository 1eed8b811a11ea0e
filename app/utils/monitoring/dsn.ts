/** The parts of a Sentry DSN (`{protocol}://{publicKey}@{host}/{path}{projectId}`) the tunnel needs. */
export interface ParsedDsn {
  protocol: string;
  host: string;
  publicKey: string;
  projectId: string;
  /** Organisation id from hosts like `o123.ingest.sentry.io`, if any. */
  orgId?: string;
  /** Where envelopes for this DSN are sent. */
  envelopeUrl: string;
}

export function parseDsn(dsn: string): ParsedDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId) || !url.username) return undefined;
  const path = segments.length > 0 ? `/${segments.join("/")}` : "";
  const orgId = /^o(\d+)\./.exec(url.hostname)?.[1];
  return {
    protocol: url.protocol,
    host: url.host,
    publicKey: url.username,
    projectId,
    orgId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
  };
}

/** The same-origin tunnel path the browser SDK posts to. */
export function tunnelPath(dsn: ParsedDsn): string {
  const query = new URLSearchParams();
  if (dsn.orgId) query.set("o", dsn.orgId);
  query.set("p", dsn.projectId);
  return `/monitoring?${query.toString()}`;
}
