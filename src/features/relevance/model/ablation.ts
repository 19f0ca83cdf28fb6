// Issue 38's Ablation and Rule blame, on a variant's parameters as the playground keeps them (ParameterValues,
// src/features/search/model/parameters.ts): which copies of the baseline one click runs, and the copy without a
// blamed rule. The runs themselves are the run engine's.
import type { ParameterValues } from '../../search';

export interface AblationSwitch {
  id: 'rules' | 'classification' | 'reranker' | 'personalisation';
  label: string;
  set: Record<string, string>;
}

export const ablationSwitches: readonly AblationSwitch[] = [
  { id: 'rules', label: 'Query rules ignored', set: { ignoreQueryRules: 'true' } },
  { id: 'classification', label: 'Query classification off', set: { disableQueryClassification: 'true' } },
  { id: 'reranker', label: 'Dynamic reranker off', set: { disableDynamicReranker: 'true' } },
  { id: 'personalisation', label: 'Personalisation off', set: { personalize: 'false' } },
];

/**
 * The copies of the baseline to run beside it, one switch each. Personalisation only when the baseline searches as
 * a test profile: without a profile nothing is personalised, so the copy would only repeat the baseline.
 */
export function ablationVariants(baseline: ParameterValues): { switch: AblationSwitch; params: ParameterValues }[] {
  const asProfile = typeof baseline.clientUUID === 'string' && baseline.clientUUID.trim() !== '';
  return ablationSwitches
    .filter((option) => option.id !== 'personalisation' || asProfile)
    .map((option) => ({ switch: option, params: { ...baseline, ...option.set } }));
}

/** The variant that excludes `ruleId` besides the rules the baseline already excludes (each once). */
export function excludingRule(params: ParameterValues, ruleId: number): ParameterValues {
  const current = params.excludeQueryRules;
  const list = (typeof current === 'string' ? current.split(/[\n,]/) : [...(current ?? [])])
    .map((item) => item.trim())
    .filter(Boolean);
  if (!list.includes(String(ruleId))) list.push(String(ruleId));
  return { ...params, excludeQueryRules: list };
}

export interface RankedJudgedItem {
  itemId: string;
  /** undefined: not judged. */
  grade?: number;
  /** Ids of the query rules that promoted it in the run. */
  promotedBy: readonly number[];
}

/** Rule blame: the items graded 0 that a query rule promoted, with those rules. */
export function blamedItems(items: readonly RankedJudgedItem[]): { itemId: string; rules: number[] }[] {
  return items
    .filter((item) => item.grade === 0 && item.promotedBy.length > 0)
    .map((item) => ({ itemId: item.itemId, rules: [...new Set(item.promotedBy)] }));
}
