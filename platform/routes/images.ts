import { createHash } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { requireTenantAdmin } from "../http/admin.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { imageDimensions } from "../http/image-dimensions.ts";
import { sniffImage, type ImageType } from "../http/image-sniff.ts";
import { noQueryParams } from "../http/input.ts";
import { etagMatches } from "../http/tenant-config.ts";

const BASE = "/file/v4/images";
/** The largest image a tenant admin may upload: a watermark picture or a logo is far smaller. */
export const MAX_IMAGE_BYTES = 512 * 1024;
/** How the browser reaches an image: through the portal's BFF, on the portal's own origin. */
export const IMAGE_URL_BASE = "/api/file/v4/images";
const IMAGE_ID = /^[0-9a-f]{64}$/;
/**
 * The largest side and area an uploaded image may declare. Every member's browser decodes the
 * watermark picture and the logo, at four bytes a pixel: a few hundred compressed bytes can
 * declare a picture of gigabytes. 4096 pixels a side takes any logo or watermark tile at twice
 * a 4K screen's density; 4 megapixels (16 MiB decoded) keeps a long banner but no full photo.
 */
export const MAX_IMAGE_SIDE = 4096;
export const MAX_IMAGE_PIXELS = 4 * 1024 * 1024;

/** 400 unless the image's header declares a size within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS (read, never decoded). */
export function checkDimensions(bytes: Uint8Array, type: ImageType): void {
  const limit = `at most ${MAX_IMAGE_SIDE} pixels wide and high and ${MAX_IMAGE_PIXELS.toLocaleString("en")} pixels (4 megapixels) in all`;
  const size = imageDimensions(bytes, type);
  if (!size) throw badRequest(`The image's width and height cannot be read from its header, so it is refused: an image must be whole and ${limit}`);
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`The image is ${width} × ${height} pixels: an image may be ${limit}`);
  }
}

function tooLarge(): ApiError {
  return new ApiError(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024} KiB`, "413");
}

const readRaw = express.raw({ type: () => true, limit: MAX_IMAGE_BYTES });

/** The request's bytes (any Content-Type), or 413 past MAX_IMAGE_BYTES. */
function readBytes(req: Request, res: Response): Promise<Buffer> {
  const length = Number(req.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MAX_IMAGE_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    readRaw(req, res, ((error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") reject(tooLarge());
      else if (error) reject(error instanceof Error ? error : new Error(String(error)));
      // A JSON body was parsed already (express.json ahead of every call): it is no image.
      else if (!Buffer.isBuffer(req.body)) reject(badRequest("Send the image's bytes as the request body, with the image's Content-Type (image/png, image/jpeg, image/gif or image/webp)"));
      else resolve(req.body);
    }) as NextFunction);
  });
}

/**
 * Images for watermark pictures and branding logos (SPEC §3 Watermark picturePath, Header theme
 * systemLogoUrl): tenant admins upload them as the raw request body; the type comes from the
 * bytes, never from the Content-Type or a name, and SVG is refused (it can carry script); its
 * width and height, read from its header, are bounded (MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS). An
 * image is served to anyone on the portal's origin by its id, the SHA-256 of its bytes (not
 * guessable without the image), so that the login page can show a logo; it is served as an
 * image only (nosniff, a CSP that allows nothing) and cached for ever (the id is its content).
 */
export function imageRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.post(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const bytes = await readBytes(req, res);
      if (bytes.length === 0) throw badRequest("The request body is empty: send the image's bytes");
      const sniffed = sniffImage(bytes, req.get("content-type") ?? "");
      if (!sniffed.ok) {
        throw badRequest(
          sniffed.reason === "svg"
            ? "SVG images are refused: an SVG can carry script. Upload a PNG, JPEG, GIF or WebP image"
            : "The file is not a PNG, JPEG, GIF or WebP image (its first bytes say so, whatever its name or Content-Type)",
        );
      }
      checkDimensions(bytes, sniffed.contentType);
      const id = createHash("sha256").update(bytes).digest("hex");
      const inserted = await ctx.db
        .insertInto("uploaded_files")
        .values({ tenant_id: tenantId, id, content_type: sniffed.contentType, bytes, size: bytes.length, uploader: getAuth(res).userId })
        .onConflict((oc) => oc.columns(["tenant_id", "id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      ctx.log("info", "image uploaded", { tenantId, id, contentType: sniffed.contentType, size: bytes.length, again: !inserted });
      res.status(inserted ? 201 : 200);
      ok(res, { id, url: `${IMAGE_URL_BASE}/${id}`, contentType: sniffed.contentType, size: bytes.length });
    }),
  );

  router.get(
    `${BASE}/:id`,
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const id = req.params.id ?? "";
      if (!IMAGE_ID.test(id)) throw badRequest("id must be an image id: 64 lower-case hexadecimal digits");
      const file = await ctx.db.selectFrom("uploaded_files").select(["content_type", "bytes"]).where("id", "=", id).limit(1).executeTakeFirst();
      if (!file) throw new ApiError(404, `Image ${id} not found`, "404");
      const etag = `"${id}"`;
      res.set({
        "Content-Type": file.content_type,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
        "Cache-Control": "public, max-age=31536000, immutable",
        "Cross-Origin-Resource-Policy": "same-origin",
        ETag: etag,
      });
      if (etagMatches(req.get("if-none-match"), etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).end(Buffer.from(file.bytes));
    }),
  );

  return router;
}
