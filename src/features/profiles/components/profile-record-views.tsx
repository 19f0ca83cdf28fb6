import { Badge, Box, Group, SimpleGrid, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { TruncatedText } from '../../../components/truncated-text';
import { countryName } from '../../../lib/countries';
import { agreementKeys, type Profile } from '../api/schemas';
import { attributeRowOf } from '../model/profile-form';
import { agreementLabels, sexLabels } from './profile-form-sections';

const none = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** Label/value pairs as a description list: two or three columns on a desktop, one on a phone. */
function Pairs({ pairs }: { pairs: [string, ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {pairs.map(([label, value]) => (
        <Box key={label} miw={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} miw={0}>
            {value ?? none}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const text = (value: string | null | undefined) => (value ? <TruncatedText>{value}</TruncatedText> : null);

export function ContactView({ profile }: { profile: Profile }) {
  return (
    <Pairs
      pairs={[
        ['Email', text(profile.email)],
        ['Phone', text(profile.phone)],
        ['Custom id', text(profile.customId)],
        ['First name', text(profile.firstName)],
        ['Last name', text(profile.lastName)],
        ['Display name', text(profile.displayName)],
        ['Company', text(profile.company)],
        ['Address', text(profile.address)],
        ['City', text(profile.city)],
        ['Zip code', text(profile.zipCode)],
        ['Province', text(profile.province)],
        ['Country', profile.countryCode ? text(`${countryName(profile.countryCode)} (${profile.countryCode})`) : null],
        ['Sex', profile.sex ? (sexLabels[profile.sex] ?? profile.sex) : null],
        ['Birth date', text(profile.birthDate)],
        ['Avatar URL', text(profile.avatarUrl)],
      ]}
    />
  );
}

export function AgreementsView({ profile }: { profile: Profile }) {
  return (
    <Pairs
      pairs={agreementKeys.map((key) => [agreementLabels[key], profile.agreements?.[key] ? 'Yes' : 'No'] as const)}
    />
  );
}

const typeLabels = { string: 'Text', number: 'Number', boolean: 'Yes / no', datetime: 'Date-time', json: 'JSON' };

/** Custom attributes as a table (name, type, value); it scrolls inside its box on a narrow screen. */
export function AttributesView({ profile }: { profile: Profile }) {
  const rows = Object.entries(profile.attributes ?? {}).map(([key, value]) => attributeRowOf(key, value));
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No custom attributes.
      </Text>
    );
  return (
    // Scrolls inside its box on a narrow screen; focusable, so a keyboard can scroll it (it holds no link).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Custom attributes, scrollable">
      <Box miw={360}>
        <Table aria-label="Custom attributes" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="35%">Name</Table.Th>
              <Table.Th w={100}>Type</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TruncatedText monospace>{row.key}</TruncatedText>
                </Table.Td>
                <Table.Td>{typeLabels[row.type]}</Table.Td>
                <Table.Td>
                  {row.type === 'boolean' ? (
                    row.value === 'true' ? (
                      'Yes'
                    ) : (
                      'No'
                    )
                  ) : row.type === 'datetime' ? (
                    <DateTime value={row.value} />
                  ) : (
                    <TruncatedText>{row.value}</TruncatedText>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}

export function TagsView({ profile }: { profile: Profile }) {
  const tags = profile.tags ?? [];
  if (tags.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No tags.
      </Text>
    );
  return (
    <Group gap={6}>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
