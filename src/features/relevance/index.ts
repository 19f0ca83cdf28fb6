export { scoreQuery } from './model/metrics';
export type { Judgments, MetricOptions, QueryScores, UnjudgedMode } from './model/metrics';
export { bootstrapMean, comparePaired, defaultRegressionRules } from './model/statistics';
export type { MeanWithInterval, PairedComparison, RegressionRules } from './model/statistics';
