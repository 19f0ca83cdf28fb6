import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { LightBadge } from '../../../components/light-badge';
import { ListTable } from '../../../components/list-table';
import { plainClasses } from '../../../components/ui/plain';
import { TruncatedText } from '../../../components/truncated-text';
import { countryName } from '../../../lib/countries';
import { agreementKeys, type Profile } from '../api/schemas';
import { attributeRowOf } from '../model/attribute-row';
import { agreementLabels, sexLabels } from './profile-sections';
import classes from './profile-record.module.css';

const dimmedText = `${plainClasses.text} ${plainClasses.dimmed}`;

const none = <span className={dimmedText}>—</span>;

/** Label/value pairs as a description list: two or three columns on a desktop, one on a phone. */
function Pairs({ pairs }: { pairs: [string, ReactNode][] }) {
  return (
    <dl className={classes.pairs}>
      {pairs.map(([label, value]) => (
        <div key={label} className={classes.pair}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{value ?? none}</dd>
        </div>
      ))}
    </dl>
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
  if (rows.length === 0) return <p className={dimmedText}>No custom attributes.</p>;
  return (
    <ListTable label="Custom attributes" minWidth={360} striped={false} scrollLabel="Custom attributes, scrollable">
      <thead>
        <tr>
          <th style={{ width: '35%' }}>Name</th>
          <th style={{ width: 100 }}>Type</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              <TruncatedText monospace>{row.key}</TruncatedText>
            </td>
            <td>{typeLabels[row.type]}</td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

export function TagsView({ profile }: { profile: Profile }) {
  const tags = profile.tags ?? [];
  if (tags.length === 0) return <p className={dimmedText}>No tags.</p>;
  return (
    <div className={classes.tags}>
      {tags.map((tag) => (
        <LightBadge key={tag} color="gray" letterCase="as-written">
          {tag}
        </LightBadge>
      ))}
    </div>
  );
}
