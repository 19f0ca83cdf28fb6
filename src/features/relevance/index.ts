export { scoreQuery } from './model/metrics';
export type { Judgments, MetricOptions, QueryScores, UnjudgedMode } from './model/metrics';
