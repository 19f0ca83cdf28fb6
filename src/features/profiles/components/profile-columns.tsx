import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { TruncatedText } from '../../../components/truncated-text';
import { profileName } from '../model/profile-name';
import type { SortableColumn } from '../model/list-params';
import type { Profile } from '../api/schemas';
import { ProfileKindBadge } from './profile-kind-badge';
import { appPath } from '../../../lib/app-path';

export interface ProfileColumn {
  id: string;
  label: string;
  sortKey?: SortableColumn;
  render: (profile: Profile) => ReactNode;
}

const text = (value: string | null | undefined) =>
  value || (
    <Text span c="dimmed">
      —
    </Text>
  );

export const profileColumns: ProfileColumn[] = [
  // Id and custom id are not in the vendor's sortBy enum: not sortable.
  {
    id: 'clientId',
    label: 'Id',
    render: (profile) => (
      <Text span ff="monospace" size="sm">
        {profile.clientId}
      </Text>
    ),
  },
  {
    id: 'name',
    label: 'Name',
    sortKey: 'lastName',
    render: (profile) => (
      <Anchor component={Link} to={appPath(`/profiles/${profile.clientId}`)} fw={500}>
        {profileName(profile)}
      </Anchor>
    ),
  },
  { id: 'firstName', label: 'First name', sortKey: 'firstName', render: (profile) => text(profile.firstName) },
  { id: 'lastName', label: 'Last name', sortKey: 'lastName', render: (profile) => text(profile.lastName) },
  {
    id: 'email',
    label: 'Email',
    sortKey: 'email',
    render: (profile) => (profile.email ? <TruncatedText size="sm">{profile.email}</TruncatedText> : text(null)),
  },
  { id: 'phone', label: 'Phone', sortKey: 'phone', render: (profile) => text(profile.phone) },
  { id: 'city', label: 'City', sortKey: 'city', render: (profile) => text(profile.city) },
  { id: 'countryCode', label: 'Country', render: (profile) => text(profile.countryCode) },
  { id: 'customId', label: 'Custom id', render: (profile) => text(profile.customId) },
  {
    id: 'lastActivityDate',
    label: 'Last activity',
    sortKey: 'lastActivityDate',
    render: (profile) => <DateTime value={profile.lastActivityDate} />,
  },
  {
    id: 'anonymous',
    label: 'Type',
    render: (profile) => <ProfileKindBadge profile={profile} />,
  },
];

export const defaultColumnIds = ['clientId', 'name', 'email', 'city', 'countryCode', 'lastActivityDate', 'anonymous'];

export function columnsFromSearch(value: string | null): ProfileColumn[] {
  const ids = value
    ? value.split(',').filter((id) => profileColumns.some((column) => column.id === id))
    : defaultColumnIds;
  const chosen = ids.length > 0 ? ids : defaultColumnIds;
  return profileColumns.filter((column) => chosen.includes(column.id));
}
