import { Badge } from '../../../components/ui/mantine';
import { LiteCode, LiteGroup, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
import { displayValue } from '../model/item-fields';
import {
  classificationInWords,
  filtersInWords,
  orderInWords,
  personalisationInWords,
  rulesInWords,
} from '../model/explain-verdict';
import { finalQueryOf, type SearchExplanation } from '../api/schemas';
import { ExtraFields } from './item-explanation';
import classes from './results-grid.module.css';

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const present = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** Fields shown above; anything else the explanation carries is listed generically. */
const shownKeys = new Set([
  'personalized',
  'promotedItemsCount',
  'query',
  'rulesConsequences',
  'sortDetails',
  'tokens',
  'appliedFilters',
  'appliedRules',
  'sort',
  'boosting',
  'personalization',
  'queryClassification',
  'engine',
  'timingMs',
  'region',
]);

/** Consequences said in the rules' statement (model/explain-verdict.ts rulesInWords). */
const knownConsequences = new Set(['boostFilters', 'filters', 'hiddenHits', 'query', 'returnNoData']);

/** A labelled group of sentences. */
function Statement({ label, sentences }: { label: string; sentences: readonly string[] }) {
  if (sentences.length === 0) return null;
  return (
    <LiteStack gap={0} aria-label={label} role="group">
      <LiteText size="xs" fw={600}>
        {label}
      </LiteText>
      {sentences.map((sentence) => (
        <LiteText key={sentence} size="xs">
          {sentence}
        </LiteText>
      ))}
    </LiteStack>
  );
}

/**
 * The search-level explanation (explain variants), in words: the final query and synonyms; what the query rules
 * did, in one statement (the rules that applied, what they pinned, and their consequences, from the vendor's
 * `rulesConsequences` and `promotedItemsCount` and the simulator's `appliedRules`); the filters, the order and the
 * personalisation; then the tokens, boosting and timing, and any other field the answer carries.
 */
export function SearchExplanationSummary({ explanation }: { explanation: SearchExplanation }) {
  const finalQuery = finalQueryOf(explanation);
  const synonyms = typeof explanation.query === 'object' && explanation.query ? (explanation.query.synonyms ?? []) : [];
  const otherConsequences = Object.entries(explanation.rulesConsequences ?? {}).filter(
    ([key]) => !knownConsequences.has(key),
  );
  const others = Object.entries(explanation).filter(([key]) => !shownKeys.has(key));
  const order = orderInWords(explanation);
  const personalisation = personalisationInWords(explanation);
  const classification = classificationInWords(explanation.queryClassification);
  return (
    <LitePaper
      withBorder
      p="xs"
      radius="md"
      component="section"
      aria-label="How this search was run"
      className={classes.summary}
    >
      <LiteStack gap={4}>
        <LiteText size="sm" fw={700}>
          How this search was run
        </LiteText>
        {finalQuery !== null && (
          <LiteGroup gap={4}>
            <LiteText size="xs">
              Final query: <LiteCode>{finalQuery || '(empty)'}</LiteCode>
            </LiteText>
            {synonyms.length > 0 && <LiteText size="xs">synonyms:</LiteText>}
            {synonyms.map((synonym, index) => (
              <Badge key={index} size="xs" variant="outline">
                {displayValue(synonym)}
              </Badge>
            ))}
          </LiteGroup>
        )}
        <Statement label="Query rules" sentences={rulesInWords(explanation)} />
        <ExtraFields entries={otherConsequences} label="Other rule consequences" heading="Consequence" />
        <Statement label="Filters" sentences={filtersInWords(explanation) ?? []} />
        {order ? (
          <Statement label="Order" sentences={[order]} />
        ) : (
          present(explanation.sortDetails) && (
            <LiteText size="xs">
              Sort details: <LiteCode>{json(explanation.sortDetails)}</LiteCode>
            </LiteText>
          )
        )}
        <Statement label="Personalisation" sentences={personalisation ? [personalisation] : []} />
        <Statement label="Query classification" sentences={classification ? [classification] : []} />
        {explanation.tokens && explanation.tokens.length > 0 && (
          <LiteGroup gap={4}>
            <LiteText size="xs">Tokens:</LiteText>
            {explanation.tokens.map((token, index) => (
              <Badge key={`${token}-${index}`} size="xs" variant="light">
                {token}
              </Badge>
            ))}
          </LiteGroup>
        )}
        {(explanation.boosting != null || explanation.engine || typeof explanation.timingMs === 'number') && (
          <LiteText size="xs">
            {explanation.boosting != null ? `Boosting ${explanation.boosting ? 'on' : 'off'}` : ''}
            {explanation.engine ? ` · engine ${explanation.engine}` : ''}
            {typeof explanation.timingMs === 'number'
              ? ` · ${explanation.timingMs.toLocaleString(undefined, { maximumFractionDigits: 1 })} ms in the engine`
              : ''}
          </LiteText>
        )}
        <ExtraFields entries={others} label="Other explanation fields" heading="Field" />
      </LiteStack>
    </LitePaper>
  );
}
