import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "#app/entry.server";
import { setLogDestination } from "#app/kit/log.server";

function request(path: string, aborted = false): Request {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return new Request(`http://portal.test${path}`, { signal: controller.signal });
}

const args = (r: Request) => ({ request: r, params: {}, context: {} });

/** The log lines written while `run` runs. */
function logged(run: () => void): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const previous = setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  try {
    run();
  } finally {
    setLogDestination(previous);
  }
  return lines;
}

describe("server error log lines", () => {
  const previous = process.env.LOG_LEVEL;
  afterEach(() => {
    process.env.LOG_LEVEL = previous;
    vi.restoreAllMocks();
  });

  it("a path that matches no route is one warning line with the path and 404, without a stack (ADR 032)", () => {
    process.env.LOG_LEVEL = "info";
    const lines = logged(() => handleError(new ErrorResponse(404, "Not Found", new Error('No route matches URL "/nope"'), true), args(request("/nope"))));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", message: "not found", path: "/nope", status: 404 });
    expect(JSON.stringify(lines[0])).not.toContain("at ");
  });

  it("a fault is one error line with its stack", () => {
    process.env.LOG_LEVEL = "info";
    const lines = logged(() => handleError(new Error("the loader broke"), args(request("/portal/1/"))));
    expect(lines).toHaveLength(1);
    const line = lines[0] as { level: string; path: string; detail: string };
    expect(line.level).toBe("error");
    expect(line.path).toBe("/portal/1/");
    expect(line.detail).toContain("the loader broke");
    expect(line.detail).toContain("server-errors.test.ts");
  });

  it("a request the browser abandoned is not logged", () => {
    process.env.LOG_LEVEL = "info";
    expect(logged(() => handleError(new Error("aborted"), args(request("/portal/1/", true))))).toEqual([]);
  });
});
