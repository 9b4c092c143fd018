import { describe, expect, it } from "vitest";
import { safeTripartitePageUrl } from "#app/features/content/tripartite-url.rules.ts";

describe("safeTripartitePageUrl (SPEC §2, §5)", () => {
  const table: [unknown, string | null][] = [
    ["https://vendor.example/page?a=1#x", "https://vendor.example/page?a=1#x"],
    ["http://vendor.example:8080", "http://vendor.example:8080/"],
    ["HTTPS://Vendor.Example/A", "https://vendor.example/A"],
    ["https://\u4e2d\u6587.example/", "https://xn--fiq228c.example/"],
    // not http(s), or refused by safeHttpUrl
    ["javascript:alert(1)", null],
    [" javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["vbscript:msgbox(1)", null],
    ["file:///etc/passwd", null],
    ["blob:https://vendor.example/uuid", null],
    ["ftp://vendor.example/", null],
    ["https://user:pw@vendor.example/", null],
    ["https://vendor.example/\u0000", null],
    ["https://vendor.example\\@evil.example/", null],
    ["//vendor.example/", null],
    ["/portal/1/", null],
    ["vendor.example", null],
    ["", null],
    ["https://", null],
    [null, null],
    [42, null],
    [{ href: "https://vendor.example/" }, null],
    [`https://vendor.example/${"a".repeat(5000)}`, null],
    // blacklisted hosts
    ["http://localhost/admin", null],
    ["http://LOCALHOST.:3000/", null],
    ["http://admin.localhost/", null],
    ["http://127.0.0.1:8080/actuator", null],
    ["http://127.1/", null],
    ["http://0x7f000001/", null],
    ["http://2130706433/", null],
    ["http://0.0.0.0/", null],
    ["http://0/", null],
    ["http://[::1]/", null],
    ["http://[0:0:0:0:0:0:0:1]/", null],
    ["http://[::]/", null],
    ["http://[::ffff:127.0.0.1]/", null],
    ["http://169.254.169.254/latest/meta-data", null],
    ["http://[::ffff:169.254.169.254]/", null],
    ["http://metadata.google.internal/computeMetadata/v1/", null],
    // near misses stay allowed
    ["https://localhost.vendor.example/", "https://localhost.vendor.example/"],
    ["https://128.0.0.1/", "https://128.0.0.1/"],
    ["https://10.0.0.5/app", "https://10.0.0.5/app"],
  ];
  it.each(table)("%j → %j", (value, expected) => {
    expect(safeTripartitePageUrl(value)).toBe(expected);
  });
});
