import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "#app/entry.server";

function request(path: string, aborted = false): Request {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return new Request(`http://portal.test${path}`, { signal: controller.signal });
}

const args = (r: Request) => ({ request: r, params: {}, context: {} });

describe("server error log lines", () => {
  const previous = process.env.LOG_LEVEL;
  afterEach(() => {
    process.env.LOG_LEVEL = previous;
    vi.restoreAllMocks();
  });

  it("a path that matches no route is one info line with the path and 404, without a stack", () => {
    process.env.LOG_LEVEL = "info";
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(new ErrorResponse(404, "Not Found", new Error('No route matches URL "/nope"'), true), args(request("/nope")));
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(info.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "info", message: "not found", path: "/nope", status: 404 });
    expect(JSON.stringify(line)).not.toContain("at ");
  });

  it("a fault is one error line with its stack", () => {
    process.env.LOG_LEVEL = "info";
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(new Error("the loader broke"), args(request("/portal/1/")));
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(error.mock.calls[0]![0])) as { level: string; path: string; detail: string };
    expect(line.level).toBe("error");
    expect(line.path).toBe("/portal/1/");
    expect(line.detail).toContain("the loader broke");
    expect(line.detail).toContain("server-errors.test.ts");
  });

  it("a request the browser abandoned is not logged", () => {
    process.env.LOG_LEVEL = "info";
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    handleError(new Error("aborted"), args(request("/portal/1/", true)));
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });
});
