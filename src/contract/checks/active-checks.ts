import { builderFlow } from '../flows/builder-flow.js';
import { profileSameUser } from '../flows/profile-same-user.js';
import { reportsBadRange400 } from '../flows/reports-bad-range-400.js';
import { reportsRangeChangesAnswer } from '../flows/reports-range-changes-answer.js';
import { reportsSubrangeNotLarger } from '../flows/reports-subrange-not-larger.js';
import { reportsTotalsAgree } from '../flows/reports-totals-agree.js';
import { wrongPassword401 } from '../flows/wrong-password-401.js';
import type { ActiveCheck } from './active-check.js';
import { AUTH_TOKEN_CHECKS } from './auth-token-checks.js';
import { badInputIs4xx } from './bad-input-is-4xx.js';
import { unknownRoute404 } from './unknown-route-404.js';

/** The checks and flows that send their own requests, in the order a run performs them. */
export const ACTIVE_CHECKS: readonly ActiveCheck[] = [
  profileSameUser,
  wrongPassword401,
  reportsTotalsAgree,
  reportsSubrangeNotLarger,
  reportsRangeChangesAnswer,
  reportsBadRange400,
  builderFlow,
  ...AUTH_TOKEN_CHECKS,
  badInputIs4xx,
  unknownRoute404,
];
