// The variant editor's model (issue 38, "Variants"): which of the playground's parameters a variant may set, how a
// typed value becomes the playground's ParameterValues, and the run engine's own check of the result.
import type { ParameterSpec, ParameterValues } from '../../search';
import { appliesTo, isListKind, parameterSpecs } from '../../search/after-paint';
import { checkVariant, suiteContext } from './run-engine';
import type { Suite, Variant } from './suite';

/**
 * Every parameter of the playground's explain search except the query itself (each suite query brings its own
 * text); `filters` is the variant's IQL, joined to a query's own filter with AND by the engine.
 */
export const variantParameters: readonly ParameterSpec[] = parameterSpecs.filter(
  (spec) => spec.name !== 'query' && spec.name !== 'url' && appliesTo(spec, 'query', true),
);

const specOf = (name: string) => variantParameters.find((spec) => spec.name === name);

/** A stored value as typed in its field: a list one item a line. */
export function valueText(value: ParameterValues[string] | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.join('\n');
}

/**
 * A typed value as the playground keeps it: lists one item a line (rule ids may also be separated by commas),
 * the rest as typed; empty means not sent.
 */
export function typedValue(name: string, text: string): ParameterValues[string] | undefined {
  const spec = specOf(name);
  if (spec && isListKind(spec.kind)) {
    const items = text
      .split(spec.kind === 'numberList' ? /[\n,]/ : /\n/)
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length ? items : undefined;
  }
  return text.trim() === '' ? undefined : text.trim();
}

export interface VariantDraft {
  name: string;
  /** Parameter name → the text typed in its field, in the order they were added. */
  values: readonly (readonly [string, string])[];
}

export const draftOf = (variant: Variant | undefined): VariantDraft => ({
  name: variant?.name ?? '',
  values: Object.entries(variant?.params ?? {}).map(([name, value]) => [name, valueText(value)] as const),
});

/**
 * The draft as a variant, or its problems by field (`name`, or the parameter's name): a name is needed and must
 * differ from the suite's other variants'; the parameters pass the run engine's checkVariant (the playground's
 * checks, the 500-byte params with the suite and run added, no customer uuid), so what is saved can run.
 */
export function variantFromDraft(
  suite: Suite,
  draft: VariantDraft,
  id: string,
): { ok: true; variant: Variant } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Name the variant.';
  else if (suite.variants.some((other) => other.id !== id && other.name.trim() === name))
    errors.name = `${suite.name} already has a variant named “${name}”.`;
  const params: Record<string, string | readonly string[]> = {};
  for (const [parameter, text] of draft.values) {
    const value = typedValue(parameter, text);
    if (value !== undefined) params[parameter] = value;
  }
  const variant: Variant = { id, name, params };
  const problem = checkVariant(variant, suiteContext(suite, `run-${id}`));
  Object.assign(errors, problem?.errors);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, variant };
}

/** The suite with the variant put in place of the one with its id, or added at the end. */
export function withVariant(suite: Suite, variant: Variant, now = new Date()): Suite {
  const known = suite.variants.some((other) => other.id === variant.id);
  return {
    ...suite,
    variants: known
      ? suite.variants.map((other) => (other.id === variant.id ? variant : other))
      : [...suite.variants, variant],
    updatedAt: now.toISOString(),
  };
}
