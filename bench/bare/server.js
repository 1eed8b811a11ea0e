// The bare framework page's server: Express 5 and React Router's request handler, nothing else.
import { createRequestHandler } from "@react-router/express";
import express from "express";

const build = await import(process.env.BARE_BUILD ?? "../../.tmp/bench-bare/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static(new URL("../../.tmp/bench-bare/client/assets", import.meta.url).pathname));
app.all("/{*any}", createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3997), "127.0.0.1");
