import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods } from "./request-methods";
import { listen } from "./test-server";

let server: Awaited<ReturnType<typeof listen>>;
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(allowedMethods());
  app.all("/{*any}", (req, res) => {
    reached.push(req.method);
    res.type("text/plain").send("route");
  });
  server = await listen(app);
});

afterAll(() => server.close());

/** node:http, which sends any method (fetch refuses TRACE). */
function send(method: string, body?: string): Promise<{ status: number; allow?: string; text: string }> {
  const url = new URL("/en/login", server.url);
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("allowed methods", () => {
  it("lets reads and form posts through to the routes", async () => {
    reached.length = 0;
    for (const method of ["GET", "HEAD", "POST"]) {
      expect((await send(method, method === "POST" ? "a=b" : undefined)).status).toBe(200);
    }
    expect(reached).toEqual(["GET", "HEAD", "POST"]);
  });

  it("refuses PUT, PATCH, DELETE, TRACE and the WebDAV methods with 405, naming what is allowed", async () => {
    reached.length = 0;
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "PROPFIND", "PURGE"]) {
      const answer = await send(method, method === "TRACE" ? undefined : "intent=delete");
      expect(answer, method).toEqual({ status: 405, allow: "GET, HEAD, POST", text: "Method not allowed" });
    }
    expect(reached).toEqual([]);
  });

  it("answers OPTIONS with the allowed methods and no body", async () => {
    expect(await send("OPTIONS")).toEqual({ status: 204, allow: "GET, HEAD, POST", text: "" });
    expect(reached).not.toContain("OPTIONS");
  });

  it("keeps the connection usable after refusing a request with a body", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL("/", server.url);
    const status = (method: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
        const request = http.request(url, { method, agent, headers }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.end(body);
      });
    expect(await status("PUT", "x".repeat(50_000))).toBe(405);
    expect(await status("GET")).toBe(200);
    agent.destroy();
  });
});
