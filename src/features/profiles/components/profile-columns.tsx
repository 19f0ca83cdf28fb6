import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { RowLink } from '../../../components/list-table';
import { TruncatedText } from '../../../components/truncated-text';
import { profileName } from '../model/profile-name';
import type { SortableColumn } from '../model/list-params';
import type { Profile } from '../api/schemas';
import { ProfileKindBadge } from './profile-kind-badge';
import { appPath } from '../../../lib/app-path';
import { listColumnClass, listColumnClasses, type ColumnHide } from '../../../components/list-columns';
import classes from './profile-columns.module.css';

export interface ProfileColumn {
  id: string;
  label: string;
  sortKey?: SortableColumn;
  /** Fixed width in px; only the name goes without, and takes what is left. */
  width?: number;
  /** The table's width under which the column hides, so the name is never cut for a secondary column. */
  hide?: ColumnHide;
  /** The name: it takes the width the others leave, and is line one of a phone's row. */
  primary?: boolean;
  /** Kept in the stacked row of a phone (the line under the name, decision 0147). */
  stacked?: boolean;
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
    width: 120,
    hide: 'wide',
    render: (profile) => <TruncatedText monospace>{String(profile.clientId)}</TruncatedText>,
  },
  {
    // The name (the email when unnamed: profileName) takes the width left; the whole id under it, never cut.
    id: 'name',
    label: 'Name',
    sortKey: 'lastName',
    primary: true,
    render: (profile) => {
      const name = profileName(profile);
      return (
        <>
          <RowLink to={appPath(`/profiles/${profile.clientId}`)}>{name}</RowLink>
          <span className={`${listColumnClasses.sub} ${classes.clientId}`}>{String(profile.clientId)}</span>
        </>
      );
    },
  },
  {
    id: 'firstName',
    label: 'First name',
    sortKey: 'firstName',
    width: 140,
    hide: 'wide',
    render: (profile) => text(profile.firstName),
  },
  {
    id: 'lastName',
    label: 'Last name',
    sortKey: 'lastName',
    width: 140,
    hide: 'wide',
    render: (profile) => text(profile.lastName),
  },
  {
    id: 'email',
    label: 'Email',
    sortKey: 'email',
    width: 220,
    stacked: true,
    render: (profile) => text(profile.email),
  },
  { id: 'phone', label: 'Phone', sortKey: 'phone', width: 150, hide: 'wide', render: (profile) => text(profile.phone) },
  {
    id: 'city',
    label: 'City',
    sortKey: 'city',
    width: 140,
    hide: 'narrow',
    stacked: true,
    render: (profile) => text(profile.city),
  },
  { id: 'countryCode', label: 'Country', width: 88, hide: 'mid', render: (profile) => text(profile.countryCode) },
  { id: 'customId', label: 'Custom id', width: 140, hide: 'wide', render: (profile) => text(profile.customId) },
  {
    id: 'lastActivityDate',
    label: 'Last activity',
    sortKey: 'lastActivityDate',
    width: 140,
    hide: 'narrow',
    render: (profile) => <DateTime value={profile.lastActivityDate} />,
  },
  {
    id: 'anonymous',
    label: 'Type',
    width: 128,
    hide: 'mid',
    render: (profile) => <ProfileKindBadge profile={profile} />,
  },
];

export const defaultColumnIds = ['name', 'email', 'city', 'countryCode', 'lastActivityDate', 'anonymous'];

/** The class of a column's header and cells: when it hides, and whether a phone's stacked row keeps it. */
export function columnClassName(column: ProfileColumn): string | undefined {
  return listColumnClass(column) || undefined;
}

export function columnsFromSearch(value: string | null): ProfileColumn[] {
  const ids = value
    ? value.split(',').filter((id) => profileColumns.some((column) => column.id === id))
    : defaultColumnIds;
  const chosen = ids.length > 0 ? ids : defaultColumnIds;
  return profileColumns.filter((column) => chosen.includes(column.id));
}

/**
 * The width under which the table scrolls in its container: the columns that never hide, and 200 px for the name.
 * The others hide before the table is that narrow.
 */
export function tableMinWidth(columns: readonly ProfileColumn[]): number {
  return columns.reduce((sum, column) => sum + (column.hide ? 0 : (column.width ?? 200)), 0);
}
