import { describe, expect, it, vi } from "vitest";

vi.mock("copy-to-clipboard", () => ({ default: vi.fn(() => true) }));

describe("Typography's copy, loaded on the first copy (vite.config.ts)", () => {
  it("copies the text with the options once copy-to-clipboard is in", async () => {
    const { default: copyLater } = await import("#app/kit/lazy/antd/copy-to-clipboard");
    const { default: copy } = await import("copy-to-clipboard");
    expect(copyLater("portal", { format: "text/plain" })).toBe(true);
    await vi.waitFor(() => expect(copy).toHaveBeenCalledWith("portal", { format: "text/plain" }));
  });
});
