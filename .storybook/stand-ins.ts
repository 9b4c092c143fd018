import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getResponse } from "msw";
import type { Plugin } from "vite";
import { identificationImageHandlers } from "../tests/mocks/identification-images";

/** The admin console's preview page in Storybook, from the checkout the server runs in (as BUILT_APPS, ./vite.config.ts). */
const PORTAL_PREVIEW = path.resolve("stories/stand-ins/portal-preview.html");

/** The node request as a Fetch request, for msw's handlers. */
function fetchRequest(req: IncomingMessage): Request {
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`), { method: req.method, headers: req.headers as Record<string, string> });
}

/** Writes a Fetch response to the node response. */
async function send(answer: Response, res: ServerResponse): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * What the stories' pages ask for past fetch, answered by the server the page comes from (the
 * Storybook server, and the Vitest browser server of the `storybook` project): an `<img>` and a
 * frame's page are not fetch calls, so a story's msw handlers (stories/fixtures/platform.ts) never
 * see them.
 * - `/api/identification/captcha` and `qrcode.img`: the msw handlers of
 *   tests/mocks/identification-images.ts, with the platform's own renderers.
 * - `/portal/…` (the admin console's preview frame, ADR 020): a stand-in page, the portal's
 *   server not running here.
 * The third-party page of the tripartite stories is a static file (main.ts `staticDirs`,
 * stories/fixtures/stand-in-pages.ts).
 */
export function storyStandIns(): Plugin {
  return {
    name: "storybook:stand-ins",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://storybook").pathname;
        if (pathname.startsWith("/api/identification/")) {
          getResponse(identificationImageHandlers, fetchRequest(req))
            .then((answer) => (answer ? send(answer, res) : next()))
            .catch(next);
          return;
        }
        if (pathname.startsWith("/portal/") && (req.method === "GET" || req.method === "HEAD")) {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", "no-cache");
          res.end(req.method === "HEAD" ? undefined : readFileSync(PORTAL_PREVIEW));
          return;
        }
        next();
      });
    },
  };
}
