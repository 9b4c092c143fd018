import { describe, expect, it } from "vitest";
import { parseServerEnv } from "#app/kit/env.server";

describe("the server's environment, read once at start (schemas/server-env.schema.json, ADR 019)", () => {
  it("gives the defaults when nothing is set", () => {
    expect(parseServerEnv({})).toEqual({
      production: false,
      port: 3000,
      host: "0.0.0.0",
      dataDir: undefined,
      databaseUrl: undefined,
      platformApiUrl: undefined,
      sessionSecret: undefined,
      previousSessionSecrets: [],
      trustProxy: false,
      metricsAllow: [],
      compression: true,
      frameAncestors: [],
      trustedCodeOrigins: [],
      platformTimeoutMs: 8000,
      platformReadTimeoutMs: 2500,
      platformBreakerResetMs: 10_000,
      rateLimits: {},
    });
  });

  it("reads the operator's trusted code origins (ADR 047): exact origins only, https outside loopback in production", () => {
    expect(parseServerEnv({ TRUSTED_CODE_ORIGINS: "https://apps.customer.example, http://127.0.0.1:4100 https://apps.customer.example" }).trustedCodeOrigins).toEqual(["https://apps.customer.example", "http://127.0.0.1:4100"]);
    expect(parseServerEnv({ NODE_ENV: "production", TRUSTED_CODE_ORIGINS: "https://apps.customer.example http://localhost:4100 http://[::1]:81" }).trustedCodeOrigins).toEqual(["https://apps.customer.example", "http://localhost:4100", "http://[::1]:81"]);
    expect(() => parseServerEnv({ NODE_ENV: "production", TRUSTED_CODE_ORIGINS: "http://apps.customer.example" })).toThrow(/TRUSTED_CODE_ORIGINS: http:\/\/apps.customer.example \(plain http/);
    expect(() => parseServerEnv({ TRUSTED_CODE_ORIGINS: "https://*.customer.example" })).toThrow(/TRUSTED_CODE_ORIGINS/);
    expect(() => parseServerEnv({ TRUSTED_CODE_ORIGINS: "https://apps.customer.example/scripts/" })).toThrow(/TRUSTED_CODE_ORIGINS/);
    expect(() => parseServerEnv({ TRUSTED_CODE_ORIGINS: "https://user@apps.customer.example" })).toThrow(/TRUSTED_CODE_ORIGINS/);
  });

  it("reads the rate limits (ADR 030) and refuses one that is not a positive whole number", () => {
    expect(parseServerEnv({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_ACCOUNT: "5", RATE_LIMIT_IDENTIFICATION_PER_IP: "200", RATE_LIMIT_WINDOW_SECONDS: "600" }).rateLimits).toEqual({
      loginFailuresPerIp: 1000,
      loginFailuresPerAccount: 5,
      identificationPerIp: 200,
      windowSeconds: 600,
    });
    expect(() => parseServerEnv({ RATE_LIMIT_LOGIN_PER_IP: "0" })).toThrow(/RATE_LIMIT_LOGIN_PER_IP/);
  });

  it("reads every variable into its typed setting; empty values count as unset", () => {
    const settings = parseServerEnv({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://portal@db/portal",
      PLATFORM_API_URL: "https://platform.example.com/api//",
      SESSION_SECRET: "s".repeat(40),
      SESSION_SECRET_PREVIOUS: `${"p".repeat(40)}, ${"q".repeat(40)}`,
      TRUST_PROXY: "true",
      METRICS_ALLOW: "10.0.0.7, fd00::7",
      NO_COMPRESSION: "1",
      FRAME_ANCESTORS: "https://a.example.com, https://b.example.com",
      PLATFORM_TIMEOUT_MS: "2500",
      PLATFORM_READ_TIMEOUT_MS: "900",
      PLATFORM_BREAKER_RESET_MS: "4000",
      LOG_LEVEL: "",
      PATH: "/usr/bin",
    });
    expect(settings).toMatchObject({
      production: true,
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://portal@db/portal",
      platformApiUrl: "https://platform.example.com/api",
      previousSessionSecrets: ["p".repeat(40), "q".repeat(40)],
      trustProxy: true,
      metricsAllow: ["10.0.0.7", "fd00::7"],
      compression: false,
      frameAncestors: ["https://a.example.com", "https://b.example.com"],
      platformTimeoutMs: 2500,
      platformReadTimeoutMs: 900,
      platformBreakerResetMs: 4000,
    });
  });

  it.each([
    ["PORT", "eighty", /PORT/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY/],
    ["SESSION_SECRET", "short", /SESSION_SECRET/],
    ["SESSION_SECRET_PREVIOUS", `${"p".repeat(40)},short`, /SESSION_SECRET_PREVIOUS/],
    ["METRICS_ALLOW", "everyone", /METRICS_ALLOW/],
    ["PLATFORM_API_URL", "platform.local", /PLATFORM_API_URL/],
    ["PLATFORM_TIMEOUT_MS", "-5", /PLATFORM_TIMEOUT_MS/],
    ["FRAME_ANCESTORS", "javascript:alert(1)", /FRAME_ANCESTORS/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL/],
  ])("refuses %s=%s and names the variable", (name, value, named) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(named);
  });

  it("names every variable in the wrong form at once", () => {
    expect(() => parseServerEnv({ PORT: "x", TRUST_PROXY: "1" })).toThrow(/PORT.*TRUST_PROXY|TRUST_PROXY.*PORT/);
  });
});
