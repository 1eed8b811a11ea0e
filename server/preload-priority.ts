import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const PRELOAD = /<link rel="modulepreload"/g;
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads `fetchpriority="low"`. React Router preloads every script of
 * the page from the head, and Chromium fetches module preloads at high priority, next to the
 * stylesheet the first paint needs; on a slow connection they share its bandwidth. At low
 * priority they are still fetched at once, after the stylesheet. Only the document
 * head is looked at (held back until `</head>`, which React writes in one piece with the shell);
 * the body streams on untouched.
 */
export function lowPriorityPreloads(): Transform {
  let head: Buffer[] | null = [];
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!head) return callback(null, chunk);
      head.push(chunk);
      held += chunk.length;
      const buffered = head.length === 1 ? chunk : Buffer.concat(head, held);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) return callback();
      head = null;
      const cut = end + HEAD_END.length;
      const rewritten = buffered.toString("utf8", 0, cut).replace(PRELOAD, LOW_PRELOAD);
      this.push(rewritten);
      callback(null, cut < buffered.length ? buffered.subarray(cut) : undefined);
    },
    flush(callback: TransformCallback) {
      // A document without a head (never from this app's layout): what came is sent as it came.
      if (head?.length) this.push(Buffer.concat(head, held));
      callback();
    },
  });
}
