import { http, HttpResponse } from "msw";
import type { WatermarkTemplate } from "#app/platform-api/watermark-admin";
import type { UploadedImage } from "#app/platform-api/file";
import { API } from "./envelope";

/**
 * A tenant's watermark templates and uploaded images (SPEC §3 Watermark, ADR 021) as an
 * in-memory platform, for component tests (msw, `watermarkHandlers`) and stories
 * (`fakeWatermarkFetch`): the list, POST, PUT with If-Match (412), DELETE (409 while the header
 * theme names the template), and image uploads typed by their first bytes (SVG and non-images
 * refused, at most 512 KiB), as platform/routes/watermarks.ts and images.ts answer them.
 */

const DEFAULTS = {
  type: "TEXT",
  spacing: 50,
  staggerDistance: 100,
  scale: 100,
  transparency: 0,
  rotationAngle: 0,
  fontSize: 18,
  repeat: true,
  fontColor: "#000000",
  status: 1,
  position: "MIDDLE",
} as const;
const MAX_IMAGE_BYTES = 512 * 1024;

export interface RecordedWatermarkCall {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
  contentType: string | null;
}

interface Answer {
  status: number;
  data: unknown;
  errorMsg?: string;
}

export class FakeWatermarks {
  readonly templates = new Map<string, WatermarkTemplate>();
  readonly calls: RecordedWatermarkCall[] = [];
  /** The template the header theme names (a DELETE of it answers 409). */
  inUse: () => string = () => "";
  private nextId = 1001;

  constructor(seed: Omit<WatermarkTemplate, "id" | "version">[] = []) {
    for (const item of seed) this.make(item);
  }

  private make(body: Record<string, unknown>): WatermarkTemplate {
    const id = String(this.nextId++);
    const at = "2026-11-20T09:00:00.000Z";
    const record = {
      ...DEFAULTS,
      ...body,
      id,
      version: 1,
      createdAt: at,
      updatedAt: at,
    } as WatermarkTemplate;
    this.templates.set(id, record);
    return record;
  }

  /** One call of the contract: `path` under /api/, the body (JSON, or the raw bytes of an upload). */
  answer(method: string, url: URL, body: unknown, headers: Headers): Answer {
    const path = url.pathname.replace(/^\/api\//, "");
    this.calls.push({
      method,
      path: `${path}${url.search}`,
      body,
      ifMatch: headers.get("if-match"),
      contentType: headers.get("content-type"),
    });
    if (path === "file/v4/images" && method === "POST") return this.upload(body as Uint8Array);
    if (path === "report-center/v4/mark" && method === "GET") {
      const records = [...this.templates.values()];
      return {
        status: 200,
        data: { records, recordTotal: records.length, totalPage: 1 },
      };
    }
    if (path === "report-center/v4/mark" && method === "POST") return { status: 201, data: this.make(body as Record<string, unknown>) };
    const match = /^report-center\/v4\/mark\/(\d+)$/.exec(path);
    const before = match ? this.templates.get(match[1]!) : undefined;
    if (!match || !before) return { status: 404, data: null, errorMsg: `no call ${method} ${path}` };
    const matches = headers.get("if-match") === null || headers.get("if-match") === `"${before.version}"`;
    if (!matches)
      return {
        status: 412,
        data: null,
        errorMsg: `Watermark ${before.id} is at version ${before.version}, not the one named in If-Match`,
      };
    if (method === "PUT") {
      const after = {
        ...DEFAULTS,
        ...(body as Record<string, unknown>),
        id: before.id,
        version: before.version + 1,
        createdAt: before.createdAt,
        updatedAt: "2026-11-21T09:00:00.000Z",
      } as WatermarkTemplate;
      this.templates.set(before.id, after);
      return { status: 200, data: after };
    }
    if (method === "DELETE") {
      if (this.inUse() === before.id)
        return {
          status: 409,
          data: null,
          errorMsg: `Watermark ${before.id} is the header theme's watermarkTemplate`,
        };
      this.templates.delete(before.id);
      return { status: 200, data: true };
    }
    return { status: 405, data: null, errorMsg: `no call ${method} ${path}` };
  }

  private upload(bytes: Uint8Array): Answer {
    if (bytes.length > MAX_IMAGE_BYTES)
      return {
        status: 413,
        data: null,
        errorMsg: "The image is larger than 512 KiB",
      };
    const head = new TextDecoder().decode(bytes.slice(0, 64)).trimStart();
    if (head.startsWith("<svg") || head.startsWith("<?xml"))
      return {
        status: 400,
        data: null,
        errorMsg: "SVG images are refused: an SVG can carry script. Upload a PNG, JPEG, GIF or WebP image",
      };
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    if (!png)
      return {
        status: 400,
        data: null,
        errorMsg: "The file is not a PNG, JPEG, GIF or WebP image (its first bytes say so, whatever its name or Content-Type)",
      };
    const id = Array.from(bytes.slice(0, 32), (b) => b.toString(16).padStart(2, "0"))
      .join("")
      .padEnd(64, "0");
    const image: UploadedImage = {
      id,
      url: `/api/file/v4/images/${id}`,
      contentType: "image/png",
      size: bytes.length,
    };
    return { status: 201, data: image };
  }

  response(answer: Answer): Response {
    const ok = answer.status >= 200 && answer.status < 300;
    const body = ok
      ? { success: true, data: answer.data }
      : {
          success: false,
          data: answer.data,
          errorCode: String(answer.status),
          errorMsg: answer.errorMsg ?? "failed",
        };
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.url.includes("/file/v4/images")) return new Uint8Array(await request.arrayBuffer());
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** msw handlers answering the watermark and image calls from `fake` (a getter: the test may seed a new one). */
export function watermarkHandlers(fake: () => FakeWatermarks) {
  const respond = async ({ request }: { request: Request }) => {
    const response = fake().response(fake().answer(request.method, new URL(request.url), await bodyOf(request), request.headers));
    return new HttpResponse(response.body, {
      status: response.status,
      headers: response.headers,
    });
  };
  return [http.all(`${API}/report-center/v4/mark`, respond), http.all(`${API}/report-center/v4/mark/*`, respond), http.post(`${API}/file/v4/images`, respond)];
}

/** A fetch that answers the watermark and image calls from `fake` and hands any other call to `fallback` (stories). */
export function fakeWatermarkFetch(fake: FakeWatermarks, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, typeof window !== "undefined" ? window.location.href : "http://localhost/");
    if (!url.pathname.startsWith("/api/report-center/v4/mark") && !url.pathname.startsWith("/api/file/v4/images")) return fallback(input, init);
    const body = init?.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : typeof init?.body === "string" && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fake.response(fake.answer(init?.method ?? "GET", url, body, new Headers(init?.headers)));
  };
}
