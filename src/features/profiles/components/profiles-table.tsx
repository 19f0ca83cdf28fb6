import { ListTable, SkeletonRows, SortableTh } from '../../../components/list-table';
import type { ProfileListParams, SortableColumn } from '../model/list-params';
import { profileName } from '../model/profile-name';
import type { Profile } from '../api/schemas';
import { columnClassName, tableMinWidth, type ProfileColumn } from './profile-columns';
import classes from './profile-columns.module.css';

/** The select column's width (px): a box and its padding. */
const selectWidth = 40;

interface ProfilesTableProps {
  columns: ProfileColumn[];
  params: ProfileListParams;
  /** The page's profiles; undefined while the first answer is on its way (skeleton rows). */
  profiles: readonly Profile[] | undefined;
  busy: boolean;
  onSort: (key: SortableColumn) => void;
  isSelected: (clientId: number) => boolean;
  /** Ticks (`on`) or unticks rows: one, or the page's from the header box. */
  onSelect: (rows: readonly Profile[], on: boolean) => void;
}

/**
 * A native box (Mantine's Checkbox arrives after the first paint, decision 0116); `mixed` is the header's
 * "some of the page", which only a property can say.
 */
function SelectBox({
  label,
  checked,
  mixed = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={classes.selectBox}
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The profiles in the chosen columns, the sortable ones with their sort buttons, each row with its select box. */
export function ProfilesTable({ columns, params, profiles, busy, onSort, isSelected, onSelect }: ProfilesTableProps) {
  const ticked = profiles?.filter((profile) => isSelected(profile.clientId)).length ?? 0;
  const all = profiles !== undefined && profiles.length > 0 && ticked === profiles.length;
  return (
    <ListTable label="Profiles" busy={busy} minWidth={tableMinWidth(columns) + selectWidth}>
      <thead>
        <tr>
          <th style={{ width: selectWidth }} className={classes.select}>
            <SelectBox
              label="Select the profiles on this page"
              checked={all}
              mixed={ticked > 0 && !all}
              onChange={(on) => onSelect(profiles ?? [], on)}
            />
          </th>
          {columns.map((column) => {
            const sortKey = column.sortKey;
            return sortKey ? (
              <SortableTh
                key={column.id}
                width={column.width}
                className={columnClassName(column)}
                sorted={params.sortBy === sortKey ? params.sortOrder : null}
                onSort={() => onSort(sortKey)}
              >
                {column.label}
              </SortableTh>
            ) : (
              <th key={column.id} style={{ width: column.width }} className={columnClassName(column)}>
                {column.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {!profiles && <SkeletonRows columns={columns.length + 1} />}
        {profiles?.map((profile) => (
          <tr key={profile.clientId}>
            <td className={classes.select}>
              <SelectBox
                label={`Select ${profileName(profile)}`}
                checked={isSelected(profile.clientId)}
                onChange={(on) => onSelect([profile], on)}
              />
            </td>
            {columns.map((column) => (
              <td key={column.id} className={columnClassName(column)}>
                {column.render(profile)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
