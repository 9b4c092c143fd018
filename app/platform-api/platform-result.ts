/** The platform's answer envelope (schemas/envelope.schema.json). */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode?: string;
  errorMsg?: string;
}

export interface PlatformResult<T = unknown> {
  status: number;
  /** Null when the answer was not a JSON envelope (or 304). */
  envelope: Envelope<T> | null;
  etag: string | null;
}

/** The data of a successful answer (HTTP 200, `success: true`); null for any other answer. */
export function successData<T>(result: PlatformResult<T>): T | null {
  return result.status === 200 && result.envelope?.success ? result.envelope.data : null;
}
