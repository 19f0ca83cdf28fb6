/**
 * The simulator's testing entry: the one module tests outside src/simulator import (lint enforces it). A test
 * simulator with a movable clock, its call helpers, the folders' test supports, and the few rules the
 * dashboard's tests compare against. Not used by the app.
 */
export * from './test-support';
export * from './index';
export { totpCode } from './auth/mfa';
export { parseQueryTime } from './events/time';
export { customerToken } from './profiles/test-support';
export { KEY, WS as SEARCH_WORKSPACE, createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from './search/test-support';
export {
  RELEVANCE_FIXTURE_QUERIES,
  RELEVANCE_FIXTURE_RULE_ID,
  RELEVANCE_FIXTURE_RULE_QUERIES,
  relevanceFixtureJudgments,
} from './search/relevance-fixture';
