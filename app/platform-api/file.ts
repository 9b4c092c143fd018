import { apiSendBytes } from "#app/platform-api/client";

/**
 * The file service as the browser calls it, through the BFF: image uploads (ADR 021). The one
 * place its paths are written on the client (ADR 019). Used by the tenant admin console only.
 */

/** The platform's largest image, in bytes (ADR 021); larger files are refused before they are sent. */
export const MAX_IMAGE_BYTES = 512 * 1024;

/** The image types the platform keeps (typed by their first bytes; SVG is refused). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export interface UploadedImage {
  id: string;
  /** Where the platform serves it: a same-origin path, what the config's URL fields take. */
  url: string;
  contentType: string;
  size: number;
}

/** POST file/v4/images: the image's bytes as the body; the platform answers its address. */
export function uploadImage(file: Blob): Promise<UploadedImage> {
  return apiSendBytes<UploadedImage>("POST", "file/v4/images", file);
}
