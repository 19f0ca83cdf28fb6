import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';
import { filterFields, type FilterField, type ProfileListParams } from '../model/list-params';

const filterLabels: Record<FilterField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  city: 'City',
  phone: 'Phone',
};

interface ProfileFiltersProps {
  params: ProfileListParams;
  onApply: (next: Pick<ProfileListParams, 'filters' | 'anonymous'>) => void;
}

/** Filters of the listing; applied on "Apply" or Enter, so typing does not fire a request per key. */
export function ProfileFilters({ params, onApply }: ProfileFiltersProps) {
  const [filters, setFilters] = useState(params.filters);
  const [anonymous, setAnonymous] = useState(params.anonymous);
  const [applied, setApplied] = useState(params);
  // The URL changed (back button, a pasted link): show what is applied.
  if (applied !== params) {
    setApplied(params);
    setFilters(params.filters);
    setAnonymous(params.anonymous);
  }

  return (
    <form
      aria-label="Filter profiles"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ filters, anonymous });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          {filterFields.map((field) => (
            <TextInput
              key={field}
              label={filterLabels[field]}
              // The reference lists filters[city] but the vendor's clients never send it.
              description={field === 'city' ? 'A deployment may ignore this filter.' : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={filters[field] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((current) => ({ ...current, [field]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <LabelledSegmentedControl
            label="Profiles"
            value={anonymous}
            onChange={setAnonymous}
            data={[
              { value: 'all', label: 'All' },
              { value: 'no', label: 'Identified' },
              { value: 'yes', label: 'Anonymous' },
            ]}
          />
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setFilters({});
                setAnonymous('all');
                onApply({ filters: {}, anonymous: 'all' });
              }}
            >
              Clear filters
            </Button>
            <Button type="submit">Apply filters</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
