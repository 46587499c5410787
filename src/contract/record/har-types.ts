/**
 * The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) that Standin writes
 * and reads. Custom fields start with `_`, as the format allows.
 */

export interface HarNameValue {
  name: string;
  value: string;
}

/** Standin's own label on an entry, so a reconcile never has to guess the operation. */
export interface HarStandinLabel {
  operationId: string;
  /** The documented path template without prefix, e.g. `/projects/{id}/board`. */
  pathTemplate: string;
  /** The check that sent the request (absent for the sign-in and the valid requests). */
  check?: string;
  /** The request was built to be valid. */
  valid?: boolean;
  /** False for a route outside the contract (an unknown-route probe). */
  documented?: boolean;
}

export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  queryString: HarNameValue[];
  postData?: { mimeType: string; text: string };
  headersSize: number;
  bodySize: number;
}

export interface HarResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  content: { size: number; mimeType: string; text?: string; encoding?: string };
  redirectURL: string;
  headersSize: number;
  bodySize: number;
  /** Why no response came (Chrome's convention: status 0 and `_error`). */
  _error?: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: HarRequest;
  response: HarResponse;
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  _standin?: HarStandinLabel;
}

export interface HarDocument {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}
