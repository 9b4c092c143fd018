/* eslint-disable */
// generated from schemas/envelope.schema.json by npm run gen:types; do not edit

/**
 * Envelope of every platform response (ARCHITECTURE §4).
 */
export interface ApiEnvelope {
  /**
   * True when the call succeeded.
   */
  success: boolean;
  /**
   * The payload; its shape depends on the call.
   */
  data: unknown;
  /**
   * Error code from SPEC §8 when success is false.
   */
  errorCode?: string | number | null;
  /**
   * Human-readable error message.
   */
  errorMsg?: string | null;
  [k: string]: unknown;
}
