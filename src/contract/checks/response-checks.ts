import { contentTypeDocumented } from './content-type-documented.js';
import { errorBodyShape } from './error-body-shape.js';
import type { ResponseCheck } from './response-check.js';
import { responseSchemaConformance } from './response-schema-conformance.js';
import { statusCodeDocumented } from './status-code-documented.js';
import { validRequestSucceeds } from './valid-request-succeeds.js';
import { wwwAuthenticateHeader } from './www-authenticate-header.js';

/** Every response check, applied to every exchange of a run. */
export const RESPONSE_CHECKS: readonly ResponseCheck[] = [
  validRequestSucceeds,
  statusCodeDocumented,
  contentTypeDocumented,
  responseSchemaConformance,
  errorBodyShape,
  wwwAuthenticateHeader,
];
