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
