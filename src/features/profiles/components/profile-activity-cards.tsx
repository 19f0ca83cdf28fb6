import { LitePaper, LiteText, LiteTitle } from '../../../components/ui/lite';
import { useAfterFirstPaint } from '../../../lib/after-content';
import { Fact, FactsTable } from '../../../components/facts-table';
import { ListTable } from '../../../components/list-table';
import { DateTime } from '../../../components/date-time';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { browsersQuery, geoQuery } from '../api/profile-extras';
import classes from './profile-record.module.css';

/** Where the profile was last seen (geographical data) and with which browsers. */
export function ProfileActivityCards({ workspaceGuid, clientId }: { workspaceGuid: string; clientId: number }) {
  // Asked for once the profile's header is on screen (routes/profile-details.data.ts says why).
  const painted = useAfterFirstPaint();
  const geo = useQuery({ ...geoQuery(workspaceGuid, clientId), enabled: painted });
  const browsers = useQuery({ ...browsersQuery(workspaceGuid, clientId), enabled: painted });
  return (
    <div className={classes.cards}>
      <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby="geo-title">
        <LiteTitle order={2} size="h4" id="geo-title" mb="sm">
          Geographical data
        </LiteTitle>
        {geo.isError && <ErrorState error={geo.error} onRetry={() => void geo.refetch()} />}
        {geo.isPending && <LiteText size="sm">Loading…</LiteText>}
        {geo.data && (
          <FactsTable>
            {(
              [
                ['IP address', geo.data.ip],
                ['Provider', [geo.data.isp, geo.data.as].filter(Boolean).join(' · ')],
                ['Place', [geo.data.city, geo.data.province, geo.data.countryCode].filter(Boolean).join(', ')],
                [
                  'Coordinates',
                  geo.data.lat != null && geo.data.lon != null
                    ? `${geo.data.lat.toFixed(4)}, ${geo.data.lon.toFixed(4)}`
                    : null,
                ],
              ] as const
            ).map(([label, value]) => (
              <Fact key={label} label={label}>
                {value || '—'}
              </Fact>
            ))}
          </FactsTable>
        )}
      </LitePaper>
      <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby="browsers-title">
        <LiteTitle order={2} size="h4" id="browsers-title" mb="sm">
          Browsers
        </LiteTitle>
        {browsers.isError && <ErrorState error={browsers.error} onRetry={() => void browsers.refetch()} />}
        {browsers.data && browsers.data.length === 0 && (
          <LiteText size="sm" c="dimmed">
            No browser seen yet.
          </LiteText>
        )}
        {browsers.data && browsers.data.length > 0 && (
          <ListTable label="Browsers" minWidth={320} striped={false} scrollLabel="Browsers, scrollable">
            <thead>
              <tr>
                <th>Browser</th>
                <th>System</th>
                <th>Last seen</th>
              </tr>
            </thead>
            <tbody>
              {browsers.data.map((browser, index) => (
                <tr key={`${browser.name}-${index}`}>
                  <td>{[browser.name, browser.version].filter(Boolean).join(' ')}</td>
                  <td>{[browser.os, browser.device].filter(Boolean).join(' · ') || '—'}</td>
                  <td>
                    <DateTime value={browser.lastSeen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </LitePaper>
    </div>
  );
}
