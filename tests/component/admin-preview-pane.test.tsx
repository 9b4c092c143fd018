import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { PreviewPane } from "#app/features/admin-console/PreviewPane";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { PREVIEW_READY_MESSAGE, PREVIEW_REFRESH_MESSAGE } from "#app/features/admin-preview/preview-protocol";
import { renderInPortal } from "./render";

/** The console's preview pane (ADR 020 "Preview"): the portal in a frame with the admin's marker, switched by portal type and language, asked to refresh on each saved draft. */
describe("the admin console's preview pane (ADR 020)", () => {
  const frameSrc = () => new URL(screen.getByTitle("Portal preview (your draft)").getAttribute("src") ?? "", "http://portal.test");

  it("frames the portal's home with the marker, in the portal type and language chosen", async () => {
    renderInPortal(
      <ConsoleI18n>
        <PreviewPane marker="m-1" savedAt={null} />
      </ConsoleI18n>,
      "en",
    );
    expect(frameSrc().pathname).toBe("/portal/1/");
    expect(Object.fromEntries(frameSrc().searchParams)).toEqual({ adminPreview: "m-1", previewPortalType: "Classic", previewViewMode: "full", lang: "en" });
    await act(async () => {
      fireEvent.click(screen.getByText("Simple"));
    });
    expect(frameSrc().searchParams.get("previewPortalType")).toBe("Simple");
  });

  it("switches the frame's view mode, from the pane's own list of view modes", async () => {
    renderInPortal(
      <ConsoleI18n>
        <PreviewPane marker="m-1" savedAt={null} />
      </ConsoleI18n>,
      "en",
    );
    const select = screen.getByRole("combobox", { name: "Preview view mode" });
    await act(async () => {
      fireEvent.mouseDown(select);
    });
    const options = Array.from(document.querySelectorAll(".ant-select-item-option")).map((o) => o.textContent);
    expect(options).toEqual(["Full portal", "Application", "Module", "Single module", "Third-party page"]);
    await act(async () => {
      fireEvent.click(screen.getByText("Single module"));
    });
    expect(Object.fromEntries(frameSrc().searchParams)).toMatchObject({ previewViewMode: "singleModule", previewPortalType: "Classic" });
  });

  it("asks the frame, on the portal's own origin, to show each draft saved", async () => {
    let save: (at: string) => void = () => undefined;
    function Editor() {
      const [savedAt, setSavedAt] = useState<string | null>(null);
      save = setSavedAt;
      return <PreviewPane marker="m-1" savedAt={savedAt} />;
    }
    renderInPortal(
      <ConsoleI18n>
        <Editor />
      </ConsoleI18n>,
      "en",
    );
    const frame = screen.getByTitle("Portal preview (your draft)") as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, "postMessage");
    expect(post).not.toHaveBeenCalled();
    await act(async () => save("2026-11-26T15:00:00.000Z"));
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_REFRESH_MESSAGE }, window.location.origin);
    await act(async () => save("2026-11-26T15:00:01.000Z"));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it("asks again when the frame is ready, for a draft saved while it was loading; not when nothing was saved since it loaded", async () => {
    let save: (at: string) => void = () => undefined;
    function Editor() {
      const [savedAt, setSavedAt] = useState<string | null>(null);
      save = setSavedAt;
      return <PreviewPane marker="m-1" savedAt={savedAt} />;
    }
    renderInPortal(
      <ConsoleI18n>
        <Editor />
      </ConsoleI18n>,
      "en",
    );
    const frame = screen.getByTitle("Portal preview (your draft)") as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, "postMessage");
    const ready = (source: MessageEventSource | null) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent("message", { data: { type: PREVIEW_READY_MESSAGE }, origin: window.location.origin, source }));
      });
    // The frame is ready with nothing saved since it began loading: nothing to ask.
    await ready(frame.contentWindow);
    expect(post).not.toHaveBeenCalled();
    // Saved while the frame loads (its page is not listening yet), then the frame says it is ready.
    await act(async () => save("2026-11-26T15:00:00.000Z"));
    expect(post).toHaveBeenCalledTimes(1);
    await ready(frame.contentWindow);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith({ type: PREVIEW_REFRESH_MESSAGE }, window.location.origin);
    // Once asked, a second "ready" (a reload of the frame) asks nothing more; nor does a message from another window.
    await ready(frame.contentWindow);
    await act(async () => save("2026-11-26T15:00:01.000Z"));
    await ready(window);
    expect(post).toHaveBeenCalledTimes(3);
  });
});
