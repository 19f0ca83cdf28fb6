import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { Grid, Skeleton } from '../../../components/ui/mantine';
import { lazy, Suspense } from 'react';
import { suggestionText } from '../api/schemas';
import { textOf, type PlaygroundSearch } from '../hooks/use-playground-search';
import { IqlFilterInput } from './iql-filter-input';
import { QueryBox } from './query-box';

// The visual tab's part loads when first shown.
const VisualQuery = lazy(() => import('./visual-query').then((module) => ({ default: module.VisualQuery })));

type QueryInputsProps = Pick<
  PlaygroundSearch,
  'state' | 'visual' | 'valuesA' | 'errors' | 'change' | 'image' | 'onImage' | 'clearImage' | 'a'
>;

/** What A searches with: the query (or, on the visual tab, the image) and the IQL filter. */
export function QueryInputs({
  state,
  visual,
  valuesA,
  errors,
  change,
  image,
  onImage,
  clearImage,
  a,
}: QueryInputsProps) {
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={visual ? 12 : { base: 12, lg: 6 }}>
        {visual ? (
          <Suspense fallback={<Skeleton height={120} radius="md" />}>
            <VisualQuery
              image={image}
              url={textOf(valuesA.url)}
              anchor={textOf(valuesA.filterAnchor)}
              region={a.query.data?.response.extras?.explanation?.region ?? null}
              urlError={errors.url}
              imageError={errors.image}
              onImage={onImage}
              onClearImage={clearImage}
              onUrl={(url) => change('a', { url })}
              onAnchor={(anchor) => change('a', { filterAnchor: anchor })}
            />
          </Suspense>
        ) : (
          <QueryBox
            label={state.tab === 'autocomplete' ? 'Query (autocomplete prefix)' : 'Query'}
            value={textOf(valuesA.query)}
            busy={a.query.isFetching}
            error={errors.query}
            onChange={(query) => change('a', { query: query || undefined }, true)}
          />
        )}
      </Grid.Col>
      <Grid.Col span={visual ? 12 : { base: 12, lg: 6 }}>
        <IqlFilterInput
          value={textOf(valuesA.filters)}
          onChange={(value) => change('a', { filters: value })}
          serverError={errors.filters}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The service's query suggestions for A, each a button that searches it. */
export function QuerySuggestions({ a, change }: Pick<PlaygroundSearch, 'a' | 'change'>) {
  const suggestions = a.query.data?.response.extras?.suggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <LiteGroup gap={4}>
      <LiteText size="sm">Suggestions:</LiteText>
      {suggestions.map((suggestion, index) => {
        const text = suggestionText(suggestion);
        return text ? (
          <LiteButton
            key={`${text}-${index}`}
            size="compact-xs"
            variant="light"
            onClick={() => change('a', { query: text })}
          >
            {text}
          </LiteButton>
        ) : null;
      })}
    </LiteGroup>
  );
}
