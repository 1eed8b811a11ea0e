// Scripts that run in the pages, as source text: both drivers accept it as it is, and the code
// runs the same in Firefox and Chromium.

/** Before any page script: every RTCPeerConnection the page makes is kept, for its statistics. */
export const keepPeerConnections = `(() => {
  const Native = window.RTCPeerConnection;
  if (!Native || window.__vitaalPeers) return;
  window.__vitaalPeers = [];
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      window.__vitaalPeers.push(this);
    }
  };
})()`;

/** Whether the remote <video> shows moving frames: a size, and its clock advancing over half a second. */
export const remoteVideoMoves = `(async () => {
  const video = document.querySelector('[data-testid="remote-video"]');
  if (!video) return false;
  const first = video.currentTime;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return video.videoWidth > 0 && video.currentTime > first;
})()`;

/** Video frames decoded so far on the page's newest connected peer connection (-1: none yet). */
export const framesDecoded = `(async () => {
  const peer = (window.__vitaalPeers || []).filter((pc) => pc.connectionState === "connected").at(-1);
  if (!peer) return -1;
  let frames = -1;
  (await peer.getStats()).forEach((report) => {
    if (report.type === "inbound-rtp" && report.kind === "video") frames = Math.max(frames, report.framesDecoded ?? -1);
  });
  return frames;
})()`;

/** Whether the other person's sound arrives: a live audio track on the remote video's stream. */
export const remoteAudioLive = `(() => {
  const stream = document.querySelector('[data-testid="remote-video"]')?.srcObject;
  const track = stream?.getAudioTracks()[0];
  return Boolean(track && track.readyState === "live");
})()`;

/** The texts of the page's live regions (the call's state is one of them). */
export const statusTexts = `[...document.querySelectorAll('[role="status"]')].map((node) => node.textContent || "")`;

/**
 * What a member page shows: its first h1, any text that reads like a translation key
 * (namespace:key or a dotted key of the given top-level keys), and the elements wider than the
 * viewport (also the document itself scrolling sideways).
 */
export const pageFacts = (namespaces: string[], topKeys: string[]) => `(() => {
  const h1 = document.querySelector("h1")?.textContent?.trim() ?? "";
  const text = document.body.innerText;
  const namespaced = new RegExp("\\\\b(?:${namespaces.join("|")}):[A-Za-z_][\\\\w.]*", "g");
  const dotted = new RegExp("\\\\b(?:${topKeys.join("|")})\\\\.[A-Za-z_][\\\\w]*(?:\\\\.[\\\\w]+)*\\\\b", "g");
  const keys = [...(text.match(namespaced) ?? []), ...(text.match(dotted) ?? [])];
  const width = document.documentElement.clientWidth;
  const wide = [];
  if (document.documentElement.scrollWidth > width) wide.push("document scrolls sideways: " + document.documentElement.scrollWidth + " > " + width);
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width > width + 1) {
      const name = element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + (typeof element.className === "string" && element.className ? "." + element.className.trim().split(/\\s+/).slice(0, 3).join(".") : "");
      wide.push(name + " is " + Math.round(box.width) + "px wide");
    }
  }
  return { h1, keys, wide: wide.slice(0, 5) };
})()`;
