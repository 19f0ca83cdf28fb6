import { LiteAnchor, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import type { NotCompeting } from '../model/placements';
import classes from './placements.module.css';

/** The documents the service never picks for a placement, each with the reason, once `listed` (./placements-page). */
export function PlacementsNotCompeting({ documents, listed }: { documents: readonly NotCompeting[]; listed: boolean }) {
  return (
    <LitePaper component="section" withBorder p="md" radius="md" aria-labelledby="placements-not-competing">
      <LiteStack gap="sm">
        <LiteTitle order={2} size="h3" id="placements-not-competing">
          Not competing
        </LiteTitle>
        <LiteText size="sm" c="dimmed">
          {documents.length} document{documents.length === 1 ? '' : 's'} no customer can be shown for a placement.
        </LiteText>
        {listed && (
          <ul className={classes.plain}>
            {documents.map(({ document, reason }) => (
              <li key={document.id} className={classes.item}>
                <LiteAnchor component={Link} to={appPath(`/documents/${document.id}`)} fw={500}>
                  {document.name}
                </LiteAnchor>
                <LiteText size="sm">{reason}</LiteText>
              </li>
            ))}
          </ul>
        )}
      </LiteStack>
    </LitePaper>
  );
}
