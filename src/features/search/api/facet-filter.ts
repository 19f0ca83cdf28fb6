import { formatIql, formatIqlAttribute, formatIqlValue, iqlAnd, parseIql, type IqlNode } from '../../../lib/iql';

/** A facet value as an IQL value: facet keys are text; true/false and numbers are sent as such. */
function facetValue(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/** `filters` with `attribute = value` added (AND). A filter that does not parse is kept as a parenthesised term. */
export function addFacetFilter(filters: string, attribute: string, value: string): string {
  const condition: IqlNode = {
    type: 'comparison',
    attribute,
    operator: '=',
    value: facetValue(value),
    span: { position: 0, length: 0 },
  };
  const text = filters.trim();
  if (!text) return formatIql(condition);
  const parsed = parseIql(text);
  if (!parsed.ok) return `(${text}) AND ${formatIqlAttribute(attribute)} = ${formatIqlValue(facetValue(value))}`;
  return formatIql(iqlAnd([parsed.ast, condition])!);
}

/** `attribute >= min AND attribute <= max` added to `filters`. */
export function addRangeFilter(filters: string, attribute: string, min: number, max: number): string {
  const span = { position: 0, length: 0 };
  const range: IqlNode[] = [
    { type: 'comparison', attribute, operator: '>=', value: min, span },
    { type: 'comparison', attribute, operator: '<=', value: max, span },
  ];
  const parsed = filters.trim() ? parseIql(filters) : null;
  if (parsed && !parsed.ok) return `(${filters.trim()}) AND ${range.map(formatIql).join(' AND ')}`;
  return formatIql(iqlAnd([parsed?.ok ? parsed.ast : null, ...range])!);
}

/** Whether `filters` already holds exactly `attribute = value` as one of its top-level AND terms. */
export function hasFacetFilter(filters: string, attribute: string, value: string): boolean {
  const parsed = filters.trim() ? parseIql(filters) : null;
  if (!parsed?.ok) return false;
  const terms = parsed.ast.type === 'and' ? parsed.ast.operands : [parsed.ast];
  const wanted = facetValue(value);
  return terms.some(
    (term) =>
      term.type === 'comparison' && term.attribute === attribute && term.operator === '=' && term.value === wanted,
  );
}

/** `filters` without the top-level term `attribute = value`. */
export function removeFacetFilter(filters: string, attribute: string, value: string): string {
  const parsed = filters.trim() ? parseIql(filters) : null;
  if (!parsed?.ok) return filters;
  const wanted = facetValue(value);
  const terms = (parsed.ast.type === 'and' ? parsed.ast.operands : [parsed.ast]).filter(
    (term) =>
      !(term.type === 'comparison' && term.attribute === attribute && term.operator === '=' && term.value === wanted),
  );
  const next = iqlAnd(terms);
  return next ? formatIql(next) : '';
}
