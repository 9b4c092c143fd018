import { ApiError, apiGet, apiSend } from "#app/platform-api/client";

/**
 * A tenant admin's calls for watermark templates and images (SPEC §3 Watermark, ADR 021), as
 * the browser makes them through the BFF: list, make, change (If-Match), remove
 * `report-center/v4/mark` (pictures are uploaded by `file.ts`). The one place their paths
 * are written on the client (ADR 019). Used by the tenant admin console only.
 */

const BASE = "report-center/v4/mark";

/** What a write sends (schemas/watermark.schema.json without what the platform sets); absent fields take the SPEC §9 defaults. */
export interface WatermarkInput {
  name: string;
  code?: string;
  type?: "TEXT" | "PICTURE";
  picturePath?: string;
  pictureName?: string;
  spacing?: number;
  staggerDistance?: number;
  scale?: number;
  transparency?: number;
  rotationAngle?: number;
  text?: string;
  fontSize?: number;
  repeat?: boolean;
  fontColor?: string;
  status?: 0 | 1;
  position?: string;
}

/** A template as the platform answers it: every field, with its id and version. */
export interface WatermarkTemplate extends WatermarkInput {
  id: string;
  version: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface WatermarkPage {
  records: WatermarkTemplate[];
  recordTotal: number;
  totalPage: number;
}

/** One fault of a refused write, by field path (`name`, `picturePath` …). */
export interface WatermarkFieldError {
  path: string;
  message: string;
}

/** The field faults of a 400 (its data.errors), or none. */
export function watermarkFieldErrors(error: unknown): WatermarkFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is WatermarkFieldError => typeof e?.path === "string" && typeof e?.message === "string") : [];
}

/** The If-Match of a template read at `version` (platform/http/if-match.ts). */
const ifMatch = (version: number) => ({
  headers: { "if-match": `"${version}"` },
});

/** GET report-center/v4/mark?pageIndex&pageSize: a page of the tenant's templates. */
export function listWatermarks(pageIndex: number, pageSize: number): Promise<WatermarkPage> {
  const query = new URLSearchParams({
    pageIndex: String(pageIndex),
    pageSize: String(pageSize),
  });
  return apiGet<WatermarkPage>(`${BASE}?${query.toString()}`);
}

/** POST report-center/v4/mark: makes a template. */
export function createWatermark(input: WatermarkInput): Promise<WatermarkTemplate> {
  return apiSend<WatermarkTemplate>("POST", BASE, input);
}

/** PUT report-center/v4/mark/{id}: changes the template read at `version` (412 when someone changed it since). */
export function updateWatermark(id: string, version: number, input: WatermarkInput): Promise<WatermarkTemplate> {
  return apiSend<WatermarkTemplate>("PUT", `${BASE}/${encodeURIComponent(id)}`, input, ifMatch(version));
}

/** DELETE report-center/v4/mark/{id}: removes the template read at `version` (409 while the header theme names it). */
export function deleteWatermark(id: string, version: number): Promise<unknown> {
  return apiSend<unknown>("DELETE", `${BASE}/${encodeURIComponent(id)}`, undefined, ifMatch(version));
}
