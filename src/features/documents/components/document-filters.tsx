import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { documentStatuses, type DocumentListParams } from '../api/list-params';
import type { DocumentGroup, DocumentType } from '../api/schemas';

interface DocumentFiltersProps {
  params: DocumentListParams;
  groups: DocumentGroup[] | undefined;
  types: DocumentType[] | undefined;
  onChange(next: Partial<DocumentListParams>): void;
}

/** Search (applied on Enter or "Search") and the select filters (applied at once). */
export function DocumentFilters({ params, groups, types, onChange }: DocumentFiltersProps) {
  const [search, setSearch] = useState(params.search);
  const [shownFor, setShownFor] = useState(params.search);
  // Back/forward or a pasted link changes the URL's search: show it.
  if (shownFor !== params.search) {
    setShownFor(params.search);
    setSearch(params.search);
  }

  return (
    <Group align="flex-end" gap="sm">
      <form
        role="search"
        aria-label="Search documents"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: search.trim() });
        }}
        style={{ flex: '2 1 16rem' }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search"
            placeholder="Name or slug"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
            type="search"
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
      <Select
        label="Group"
        placeholder="Any group"
        data={(groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
        value={params.groupId || null}
        onChange={(value) => onChange({ groupId: value ?? '' })}
        clearable
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={(types ?? []).map((type) => type.name)}
        value={params.schema || null}
        onChange={(value) => onChange({ schema: value ?? '' })}
        clearable
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={documentStatuses.map((status) => ({ value: status, label: status === 'DRAFT' ? 'Draft' : 'Published' }))}
        value={params.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
        clearable
        style={{ flex: '1 1 8rem' }}
      />
    </Group>
  );
}
