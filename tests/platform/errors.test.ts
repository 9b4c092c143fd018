import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, handle } from "#platform/http/envelope.ts";
import { errorEnvelope, notFound } from "#platform/http/errors.ts";

const log = vi.fn();
let server: import("node:http").Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get(
    "/fault",
    handle(async () => {
      throw new Error("database exploded");
    }),
  );
  app.get(
    "/expected",
    handle(async () => {
      throw new ApiError(409, "Already done", "4090");
    }),
  );
  app.use(notFound);
  app.use(errorEnvelope(log));
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("error envelopes", () => {
  it("turns a genuine fault into a logged 500 envelope without internals", async () => {
    const res = await fetch(`${base}/fault`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, data: null, errorCode: "500" });
    expect(JSON.stringify(body)).not.toContain("exploded");
    expect(log).toHaveBeenCalledWith("error", "request failed", expect.objectContaining({ path: "/fault" }));
  });

  it("keeps an expected error's status and code, unlogged", async () => {
    log.mockClear();
    const res = await fetch(`${base}/expected`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "4090", errorMsg: "Already done" });
    expect(log).not.toHaveBeenCalled();
  });
});
