import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { localeOfPath } from "@domain/i18n/locales";
import { loadEveryText } from "~/i18n/localized";

/**
 * Pre-renders the pages at build time, and draws the answers to forms sent without scripts on the
 * server (decision 022). Every
 * page waits for all its content, including the parts hydrated later (app/lib/whenReached.tsx),
 * and is written in one piece: with React's default streaming, a part finished after the first
 * bytes would be sent hidden at the end of the page and moved into place by a script, so it
 * would be missing without JavaScript and drawn late with it.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  await loadEveryText(localeOfPath(new URL(request.url).pathname));
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Never split the page into progressively revealed pieces, whatever their size.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * A visitor's mistake (a form posted to a page that takes none) is answered by the error page, not
 * written to the log as the server's failure: anyone could fill the log with them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
