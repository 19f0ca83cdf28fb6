export { scoreQuery } from './model/metrics';
export type { Judgments, MetricOptions, QueryScores, UnjudgedMode } from './model/metrics';
export { bootstrapMean, comparePaired, defaultRegressionRules } from './model/statistics';
export type { MeanWithInterval, PairedComparison, RegressionRules } from './model/statistics';
export { judgmentMaps, readRun, readSuite, runRankings, variantParams } from './model/suite';
export type {
  CompactExplanation,
  Grade,
  Judgment,
  QueryOutcome,
  RankedItem,
  Run,
  RunState,
  Suite,
  SuiteQuery,
  Variant,
} from './model/suite';
// The run engine and the run diff, for the command line (the search itself is injected).
export {
  checkVariant,
  defaultRunLimit,
  engineQuery,
  rankingsOf,
  runLimit,
  runSuiteVariant,
  runVariant,
  suiteContext,
} from './model/run-engine';
export type {
  EngineQuery,
  EngineVariant,
  RunContext,
  RunOptions,
  RunOutcome,
  RunProgressEvent,
  SearchFunction,
  VariantProblem,
} from './model/run-engine';
export { compareRuns, explainDiff, notComparableReason, queryPairs } from './model/run-comparison';
export type { ExplainDiffRow, ItemSide, RunComparison } from './model/run-comparison';
export { searchForRun } from './api/search-for-run';
