// `npm run bench:messages`: messages between two production instances on PostgreSQL and Redis.
// (1) 500 messages posted by the demo member to instance 1 as a browser without JavaScript posts
// its form, while a WebSocket on instance 2 listens to the demo coach's inbox: the time from the
// start of each post to the event's arrival on the other instance. (2) The conversation page with
// 2,000 messages: the newest page, a page ten back, and the data request a live event makes the
// open page send. Writes the figures to docs/performance.md.
import { request } from "node:http";
import { cpus } from "node:os";
import { createClient } from "redis";
import WebSocket from "ws";
import { openKey, sealText } from "../app/features/messages/crypto.server";
import { freePort } from "../tests/support/haproxy";
import { type Instances, startInstances } from "../tests/support/instance";
import { writeSection } from "./report";
import { ensureBuild } from "./server";

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const SENDS = Number(process.env.BENCH_MESSAGES ?? 500);
const TOTAL = 2_000;
/** The conversation page's page size (`MESSAGES_PER_PAGE` of the messages domain). */
const PER_PAGE = 50;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 40);
/** The instances' AUTH_SECRET, as `startInstances` sets it for this label: the conversation keys are sealed with it. */
const LABEL = "bench_messages";
const SECRET = `${LABEL}-instances-share-this-secret-0123456789`;

/** Posts the login form; the session cookies as one Cookie header. */
async function logIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/en/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: "demo-password-1", returnTo: "" }).toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`login of ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function page(base: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

/** One GET as a browser makes it (compressed), timed: to the first byte and to the last, and the bytes on the wire and unpacked. */
function timedGet(base: string, path: string, cookie: string) {
  return new Promise<{ status: number; firstByteMs: number; totalMs: number; wire: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      { headers: { cookie, "accept-encoding": "br, gzip", accept: "text/html,*/*" } },
      (res) => {
        let firstByteMs = 0;
        let wire = 0;
        res.on("data", (chunk: Buffer) => {
          if (wire === 0) firstByteMs = performance.now() - started;
          wire += chunk.length;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started, wire }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Times `runs` GETs of a path after a few to warm up. */
async function measurePage(base: string, path: string, cookie: string) {
  for (let i = 0; i < 5; i++) await timedGet(base, path, cookie);
  const firstBytes: number[] = [];
  const totals: number[] = [];
  let wire = 0;
  for (let i = 0; i < PAGE_RUNS; i++) {
    const result = await timedGet(base, path, cookie);
    if (result.status !== 200) throw new Error(`${path}: ${result.status}`);
    firstBytes.push(result.firstByteMs);
    totals.push(result.totalMs);
    wire = result.wire;
  }
  const plain = (await page(base, path, cookie)).length;
  return { firstByte: quantiles(firstBytes), total: quantiles(totals), wire, plain };
}

let instances: Instances | undefined;
const redis = createClient({ url: redisUrl });
try {
  ensureBuild();
  await redis.connect();
  const ports = [await freePort(), await freePort()];
  instances = await startInstances(LABEL, ports, { REDIS_URL: redisUrl, AUTH_CLIENT_LIMIT: "1000" });
  const [one, two] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const member = await logIn(one, "member@example.com");
  const coach = await logIn(two, "coach@example.com");

  // The conversation, found as the pages link to it (the lists open it on first visit).
  const slug = /href="\/en\/messages\/([a-z0-9-]+)"/.exec(await page(one, "/en/messages", member))?.[1];
  const memberId = /href="\/coach\/messages\/([^"/?#]+)"/.exec(await page(two, "/coach/messages", coach))?.[1];
  if (!slug || !memberId) throw new Error("no conversation between the demo member and coach");
  const [conversation] = (
    await instances.query(
      "select c.id, c.sealed_key from conversations c join coaches k on k.id = c.coach_id where k.slug = $1 and c.member_id = $2",
      [slug, memberId],
    )
  ).rows as { id: string; sealed_key: string }[];
  if (!conversation) throw new Error("the conversation is not in the database");

  // The coach's page on instance 2, listening.
  const socket = new WebSocket(`ws://127.0.0.1:${ports[1]}/ws`, { origin: two, headers: { cookie: coach } });
  const waiting = new Map<string, () => void>();
  let nextMessage: (() => void) | null = null;
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { type: string; event?: { type: string; conversationId?: string } };
    if (message.type === "listening") waiting.get("listening")?.();
    if (
      message.type === "live" &&
      message.event?.type === "message" &&
      message.event.conversationId === conversation.id
    )
      nextMessage?.();
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  await new Promise<void>((resolve) => {
    waiting.set("listening", resolve);
    socket.send(JSON.stringify({ type: "inbox" }));
  });

  // The sending limits (per person, per conversation, in Redis) are for people; the benchmark
  // clears them between posts, outside the measured time.
  const clearLimits = async () => {
    for await (const keys of redis.scanIterator({ MATCH: "vitaal:rl:message-*", COUNT: 100 })) {
      const list = Array.isArray(keys) ? keys : [keys];
      if (list.length > 0) await redis.del(list);
    }
  };

  const delivery: number[] = [];
  const answered: number[] = [];
  let lost = 0;
  let beforeAnswer = 0;
  for (let i = 0; i < SENDS; i++) {
    if (i % 15 === 0) await clearLimits();
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      nextMessage = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    const started = performance.now();
    let arrivedAt = 0;
    void arrived.then(() => {
      arrivedAt = performance.now();
    });
    const response = await fetch(`${one}/en/messages/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: one, cookie: member, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "send", body: `Message ${i + 1} of the benchmark.` }).toString(),
    });
    await response.arrayBuffer();
    answered.push(performance.now() - started);
    if (response.status !== 302) throw new Error(`send ${i + 1}: ${response.status}`);
    if (await arrived) {
      delivery.push(arrivedAt - started);
      if (arrivedAt <= started + (answered.at(-1) ?? 0)) beforeAnswer++;
    } else lost++;
    nextMessage = null;
  }
  socket.close();
  const sent = quantiles(delivery);
  const posts = quantiles(answered);

  // Up to 2,000 messages, sealed with the conversation's key as the send action seals them, a
  // minute apart before the ones just sent, alternating between the two people.
  const key = openKey(conversation.sealed_key, SECRET);
  const [{ count }] = (
    await instances.query("select count(*)::int as count from messages where conversation_id = $1", [conversation.id])
  ).rows as [{ count: number }];
  const [{ coach_user: coachUser }] = (
    await instances.query(
      "select k.user_id as coach_user from conversations c join coaches k on k.id = c.coach_id where c.id = $1",
      [conversation.id],
    )
  ).rows as [{ coach_user: string }];
  const missing = TOTAL - count;
  const oldest = Date.now() - (missing + 10) * 60_000;
  for (let from = 0; from < missing; from += 250) {
    const rows = Array.from({ length: Math.min(250, missing - from) }, (_, j) => {
      const n = from + j;
      const text = `Earlier message ${n + 1}: a few sentences about the week, the exercises and how the evenings went, as people write them.`;
      return [n % 2 === 0 ? memberId : coachUser, sealText(text, key), new Date(oldest + n * 60_000).toISOString()];
    });
    const values = rows.map((_, j) => `($1, $${j * 3 + 2}, $${j * 3 + 3}, $${j * 3 + 4})`).join(", ");
    await instances.query(`insert into messages (conversation_id, author_id, body, created_at) values ${values}`, [
      conversation.id,
      ...rows.flat(),
    ]);
  }

  // The newest page; ten pages back (following the "older" links); and the data request of a
  // revalidation, what each live event costs an open page.
  const first = `/en/messages/${slug}`;
  let older = first;
  for (let back = 0; back < 10; back++) {
    const before = /href="[^"]*\?before=([0-9a-f-]{36})"/.exec(await page(one, older, member))?.[1];
    if (!before) throw new Error(`no older page after ${back}`);
    older = `${first}?before=${before}`;
  }
  const newest = await measurePage(one, first, member);
  const tenBack = await measurePage(one, older, member);
  const data = await measurePage(one, `${first}.data`, member);
  const coachPage = await measurePage(two, `/coach/messages/${memberId}`, coach);

  const row = (name: string, result: Awaited<ReturnType<typeof measurePage>>) =>
    `| ${name} | ${ms(result.firstByte.median)} | ${ms(result.firstByte.p95)} | ${ms(result.total.median)} | ${kb(result.wire)} | ${kb(result.plain)} |`;
  const report = `## Messages between instances

Command: \`npm run bench:messages\` (\`bench/messages.ts\`; needs the local PostgreSQL and Redis).
Two production instances on one fresh PostgreSQL database and the local Redis, as in the
two-instance tests. The demo member posts ${SENDS} messages to instance 1 one after the other, as
a browser without JavaScript posts the form (\`intent=send\`, answered with a redirect), while a
WebSocket on instance 2 with the demo coach's session listens to the coach's inbox. Delivery is
the time from the start of a post to the \`{ type: "live", event: { type: "message" } }\` frame on
the other instance: the action seals and stores the message, adds the coach's notification,
claims the hourly mail, and publishes; Redis carries it to instance 2, which hands it to the
socket. (The sending limits, 20 per conversation and 60 per person in 15 minutes, are cleared in
Redis between posts, outside the measured time.)

- **Send → delivery on the other instance** (${delivery.length} of ${SENDS} delivered${lost ? `, ${lost} not within 5 s` : ""}):
  median ${ms(sent.median)} ms, p99 ${ms(sent.p99)} ms, max ${ms(sent.max)} ms.
- The post itself (until its redirect): median ${ms(posts.median)} ms, p99 ${ms(posts.p99)} ms. The
  event is published before the redirect is sent, so most of the delivery time is the action's own
  work; the event was there before the post's answer in ${beforeAnswer} of ${delivery.length} sends.

**The conversation with ${TOTAL.toLocaleString("en")} messages** (${PER_PAGE} to a page), ${PAGE_RUNS} requests
each after 5 to warm up, one at a time, compressed as a browser asks (\`br, gzip\`); times on
loopback, to the first byte and to the last; bytes on the wire and unpacked:

| request | first byte, median (ms) | p95 (ms) | complete, median (ms) | on the wire | unpacked |
| --- | ---: | ---: | ---: | ---: | ---: |
${row("member, newest page", newest)}
${row("member, 10 pages back (`?before=`)", tenBack)}
${row("member, data request of a live update (`.data`)", data)}
${row("coach, newest page", coachPage)}

The page reads one page of messages (an index range on \`(conversation_id, created_at, id)\`)
and opens only those with the conversation's key; an older page first looks up the message it
pages back from (one more query by primary key). The older messages here are longer than the
benchmark's own short ones, hence more bytes.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, with the machine busy with other work (other test runs and builds) at the same time: the figures are upper bounds
rather than the floor.
`;
  writeSection("messages", report);
  console.log(report);
} finally {
  await redis.quit().catch(() => {});
  await instances?.stop();
}
