import { Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentMarkup } from "#app/shell/document-markup.server";

/** The chunks React's Node stream renderer writes for `element`, once all of it is ready. */
function streamedChunks(element: ReactElement): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              resolve(chunks);
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** A page of short Chinese labels, as the portal's header and menus are: many small multi-byte strings. */
function labels(offset: number): ReactElement {
  const items = Array.from({ length: 400 }, (_, i) => createElement("li", { key: i, "aria-label": `切换组织：中建智造集团有限公司 ${i}` }, "合同管理"));
  return createElement("ul", null, createElement("li", null, "x".repeat(offset)), ...items);
}

describe("the document React streamed (React 18's stray zero bytes at its 2 KB buffer's end)", () => {
  it("holds no NUL, and every label whole, wherever the buffer's boundaries fall", async () => {
    let raw = 0;
    for (let offset = 0; offset < 6; offset++) {
      const chunks = await streamedChunks(labels(offset));
      raw += Buffer.concat(chunks).toString("utf8").split("\u0000").length - 1;
      const markup = documentMarkup(chunks);
      expect(markup).not.toContain("\u0000");
      expect(markup.split('aria-label="切换组织：中建智造集团有限公司').length - 1).toBe(400);
      expect(markup.split(">合同管理<").length - 1).toBe(400);
    }
    // The renderer does write them (the reason for documentMarkup): at some offset, a boundary falls inside a character.
    expect(raw).toBeGreaterThan(0);
  });
});
