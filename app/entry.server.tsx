import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider, ServerInstrumentation } from "react-router";
import { ServerRouter } from "react-router";
import "~/utils/i18n/resources.server";
import { loggableUrl } from "~/utils/loggable-url";
import { logger } from "~/utils/logger.server";
import { isExpectedResponse } from "~/utils/monitoring/filters";
import { observeRequest } from "~/utils/monitoring/metrics.server";
import { captureServerError } from "~/utils/monitoring/sentry.server";
import { NonceContext } from "~/utils/nonce";
import { requestContext } from "~/utils/request-context.server";
import { lowPriorityPreloads } from "../server/preload-priority";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first and the rest as it comes.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    // A render still streaming after the timeout is aborted (its pending parts show their error
    // boundary). The timer is dropped as soon as everything is rendered: it holds the whole render,
    // which would otherwise stay in memory for seconds after the page went out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const respond = () => {
      shellRendered = true;
      // The module preloads wait behind the stylesheet: first paint first.
      const body = lowPriorityPreloads();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(timer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, digest: requestId }, "error while streaming a page");
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Unexpected errors of loaders, actions and rendering. The page shows only the digest (the
 * request id); the error itself goes to the log and to error reporting under that digest.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isExpectedResponse(error)) return;
  const digest = context.get(requestContext).requestId;
  logger.error({ err: error, digest, url: loggableUrl(request.url) }, "unexpected error");
  captureServerError(error, digest);
};

/**
 * Every request React Router answers is timed for `/metrics`, labelled with the route pattern it
 * matched (never the address: no ids or tokens in labels) and its status class.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle, { request }) {
          const started = performance.now();
          const result = await handle();
          observeRequest(result.meta?.pattern, request.method, result.statusCode, (performance.now() - started) / 1000);
        },
      });
    },
  },
];
