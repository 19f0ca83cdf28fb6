import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { RowLink } from '../../../components/list-table';
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
  /** Fixed width in px (ids, codes, dates, badges); without it the column shares what is left. */
  width?: number;
  render: (profile: Profile) => ReactNode;
}

// One line, cut with an ellipsis, the full value on hover.
const text = (value: string | null | undefined) =>
  value ? <TruncatedText>{value}</TruncatedText> : <span style={{ color: 'var(--mantine-color-dimmed)' }}>—</span>;

export const profileColumns: ProfileColumn[] = [
  // Id and custom id are not in the vendor's sortBy enum: not sortable.
  {
    id: 'clientId',
    label: 'Id',
    width: 96,
    render: (profile) => <TruncatedText monospace>{String(profile.clientId)}</TruncatedText>,
  },
  {
    id: 'name',
    label: 'Name',
    sortKey: 'lastName',
    render: (profile) => {
      const name = profileName(profile);
      return <RowLink to={appPath(`/profiles/${profile.clientId}`)}>{name}</RowLink>;
    },
  },
  { id: 'firstName', label: 'First name', sortKey: 'firstName', render: (profile) => text(profile.firstName) },
  { id: 'lastName', label: 'Last name', sortKey: 'lastName', render: (profile) => text(profile.lastName) },
  {
    id: 'email',
    label: 'Email',
    sortKey: 'email',
    render: (profile) => text(profile.email),
  },
  { id: 'phone', label: 'Phone', sortKey: 'phone', width: 150, render: (profile) => text(profile.phone) },
  { id: 'city', label: 'City', sortKey: 'city', render: (profile) => text(profile.city) },
  { id: 'countryCode', label: 'Country', width: 88, render: (profile) => text(profile.countryCode) },
  { id: 'customId', label: 'Custom id', width: 140, render: (profile) => text(profile.customId) },
  {
    id: 'lastActivityDate',
    label: 'Last activity',
    sortKey: 'lastActivityDate',
    width: 140,
    render: (profile) => <DateTime value={profile.lastActivityDate} />,
  },
  {
    id: 'anonymous',
    label: 'Type',
    width: 128,
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

/** The width under which the table scrolls in its container: the fixed columns, and 150 px for each other one. */
export function tableMinWidth(columns: readonly ProfileColumn[]): number {
  return columns.reduce((sum, column) => sum + (column.width ?? 150), 0);
}
