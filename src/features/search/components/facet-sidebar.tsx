import { Badge, Chip } from '../../../components/ui/mantine';
import { LiteButton, LiteGroup, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { useState } from 'react';
import { hasFacetFilter } from '../model/facet-filter';
import { facetGroupsOf, type Facets, type SearchExtras } from '../api/schemas';
import { SegmentedControl } from '../../../components/segmented-control';

export interface FacetSidebarProps {
  extras: SearchExtras | null | undefined;
  filters: string;
  /** Adds `attribute = value` to the filter, or removes it when there. */
  onToggle: (attribute: string, value: string) => void;
  /** A numeric facet's range as a filter. */
  onRange: (attribute: string, min: number, max: number) => void;
  /** Attributes that can be faceted (the index's facetable attributes, else the items' attributes). */
  available: readonly string[];
  /** The `facets` parameter now. */
  chosen: readonly string[];
  /** Turns one attribute's facet on or off (the `facets` parameter, without typing it under Parameters). */
  onChoose: (attribute: string) => void;
}

/** One click per attribute: the facets to ask for, offered from the index's configuration. */
function FacetChooser({ available, chosen, onChoose }: Pick<FacetSidebarProps, 'available' | 'chosen' | 'onChoose'>) {
  const offered = [...new Set([...available, ...chosen])];
  if (offered.length === 0) return null;
  return (
    <LiteStack gap={4} role="group" aria-labelledby="facet-chooser-title">
      <LiteText size="sm" fw={700} id="facet-chooser-title">
        Facets to show
      </LiteText>
      <LiteGroup gap={4}>
        {offered.map((attribute) => (
          <Chip key={attribute} size="xs" checked={chosen.includes(attribute)} onChange={() => onChoose(attribute)}>
            {attribute === '*' ? 'all (*)' : attribute === 'auto' ? 'chosen by the index (auto)' : attribute}
          </Chip>
        ))}
      </LiteGroup>
    </LiteStack>
  );
}

const isRange = (values: Record<string, number>) => {
  const keys = Object.keys(values).sort();
  return keys.length === 2 && keys[0] === 'max' && keys[1] === 'min';
};

/** The facets of the answer; a value click adds `attribute = value` to the filter (a second click removes it). */
export function FacetSidebar({ extras, filters, onToggle, onRange, available, chosen, onChoose }: FacetSidebarProps) {
  // The reference's names and the vendor's (filteredResultFacets / unfilteredResultFacets) are read alike.
  const { filtered, all, custom } = facetGroupsOf(extras);
  const groups: { id: string; label: string; facets: Facets }[] = [
    { id: 'filtered', label: 'Results', facets: filtered },
    { id: 'all', label: 'Whole index', facets: all },
    { id: 'custom', label: 'Custom', facets: custom },
  ].filter((group) => Object.keys(group.facets).length > 0);
  const [shownGroup, setShownGroup] = useState('filtered');
  const group = groups.find((candidate) => candidate.id === shownGroup) ?? groups[0];
  const chooser = <FacetChooser available={available} chosen={chosen} onChoose={onChoose} />;
  if (!group) {
    return (
      <LiteStack gap="sm" component="section" aria-label="Facets">
        {chooser}
        <LiteText size="sm" c="dimmed">
          {chosen.length > 0
            ? 'No facets in this answer.'
            : 'Pick the attributes to count above (or set “Facets” under Parameters).'}
        </LiteText>
      </LiteStack>
    );
  }
  const ordering = extras?.facetsOrdering ?? [];
  const attributes = Object.keys(group.facets).sort((a, b) => {
    const ia = ordering.indexOf(a);
    const ib = ordering.indexOf(b);
    return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib) || a.localeCompare(b);
  });

  return (
    <LiteStack gap="sm" component="section" aria-label="Facets">
      {chooser}
      {groups.length > 1 && (
        <SegmentedControl
          size="xs"
          aria-label="Facet counts over"
          value={group.id}
          onChange={setShownGroup}
          data={groups.map(({ id, label }) => ({ value: id, label }))}
        />
      )}
      {attributes.map((attribute) => {
        const values = group.facets[attribute]!;
        return (
          <LitePaper key={attribute} withBorder p="xs" radius="sm">
            <LiteTitle order={3} size="sm" mb={4}>
              {attribute}
            </LiteTitle>
            {isRange(values) ? (
              <LiteButton
                size="compact-sm"
                variant="subtle"
                fullWidth
                justify="space-between"
                title={`Filter by ${attribute} from ${values.min} to ${values.max}`}
                onClick={() => onRange(attribute, values.min!, values.max!)}
              >
                {values.min!.toLocaleString()} – {values.max!.toLocaleString()}
              </LiteButton>
            ) : (
              <LiteStack gap={2} role="list" aria-label={`${attribute} values`}>
                {Object.entries(values)
                  .sort(([, a], [, b]) => b - a)
                  .map(([value, count]) => {
                    const active = hasFacetFilter(filters, attribute, value);
                    return (
                      <div role="listitem" key={value}>
                        <LiteButton
                          size="compact-sm"
                          variant={active ? 'light' : 'subtle'}
                          fullWidth
                          justify="space-between"
                          aria-pressed={active}
                          title={
                            active
                              ? `Remove ${attribute} = ${value} from the filter`
                              : `Filter by ${attribute} = ${value}`
                          }
                          rightSection={
                            <Badge size="sm" variant="light" color="gray">
                              {count.toLocaleString()}
                            </Badge>
                          }
                          onClick={() => onToggle(attribute, value)}
                        >
                          {value}
                        </LiteButton>
                      </div>
                    );
                  })}
              </LiteStack>
            )}
          </LitePaper>
        );
      })}
    </LiteStack>
  );
}
