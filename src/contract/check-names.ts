/**
 * Every check the runner knows, with what it proves. The names are the stable interface of
 * `--checks`-style selection (`ContractOptions.checks`) and of every report.
 */
export const CHECKS = {
  valid_request_succeeds: 'A valid request gets a documented 2xx.',
  status_code_documented: 'Every status the backend answers is documented for the operation.',
  content_type_documented: 'The response content type is documented for that status.',
  response_schema_conformance: 'Success bodies match their documented schema.',
  error_body_shape: '4xx bodies match the documented error body (ErrorBody).',
  www_authenticate_header:
    '401 answers carry WWW-Authenticate as openapi.yaml writes it: its schema, and x-standin-when-token-sent when a token was sent.',
  auth_missing_token: 'A protected operation without Authorization answers 401.',
  auth_garbage_token: 'A protected operation with a token that is not a JWT answers 401.',
  auth_bad_signature: 'A protected operation with a JWT signed by another secret answers 401.',
  auth_expired_token: 'A protected operation with an expired JWT answers 401.',
  bad_input_is_4xx:
    'Invalid input (missing fields, non-JSON, impossible dates, unknown enum values unless x-standin-rejects-invalid: false) gets a documented 4xx, never a 5xx.',
  unknown_route_404: 'A route that does not exist answers 404.',
  profile_same_user: '/auth/profile and /users/me name the user who signed in.',
  wrong_password_401: 'A wrong password answers 401 and no token.',
  reports_totals_agree: 'Overview count = conversations total = sum over inboxes, for one range.',
  reports_subrange_not_larger: 'A sub-range never counts more than the range around it.',
  reports_range_changes_answer:
    'Another date range gives another answer when the daily data says so.',
  reports_bad_range_400: 'An end date before the start date, or a span over 366 days, answers 400.',
  builder_flow:
    'Session → message → apply (board shows it, revision grows) → apply again 409 → reject → filter.',
} as const;

export type CheckName = keyof typeof CHECKS;

/** The check names in report order. */
export const CHECK_NAMES = Object.keys(CHECKS) as CheckName[];

/**
 * Narrow a user-given string to a check name.
 *
 * @example
 * isCheckName('auth_missing_token'); // true
 * isCheckName('auth'); // false
 */
export function isCheckName(name: string): name is CheckName {
  return Object.hasOwn(CHECKS, name);
}
