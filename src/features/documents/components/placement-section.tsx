import { LiteAnchor, LiteGroup, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { LightBadge } from '../../../components/light-badge';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import type { Competitor, Placement } from '../model/placements';
import classes from './placements.module.css';

/**
 * One placement: who sees what in a sentence, then its documents in the order the service picks them, once `listed`
 * (the page draws the lists below its first screen after its first paint).
 */
export function PlacementSection({ placement, listed }: { placement: Placement; listed: boolean }) {
  // A slug's word is letters, digits (the service's pattern); encoded all the same, an id holds no space.
  const headingId = `placement-${encodeURIComponent(placement.name)}`;
  const count = placement.competitors.length;
  return (
    <LitePaper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      className={classes.section}
    >
      <LiteStack gap="sm">
        <LiteGroup gap="xs" align="baseline">
          <LiteTitle order={2} size="h3" id={headingId} className={classes.slug}>
            {placement.name}
          </LiteTitle>
          <LiteText span size="sm" c="dimmed">
            {count} document{count === 1 ? '' : 's'}
          </LiteText>
        </LiteGroup>
        <LiteText fw={600}>{placement.verdict}</LiteText>
        {listed && (
          <ol
            className={classes.list}
            aria-label={`Documents of ${placement.name}, in the order the service picks them`}
          >
            {placement.competitors.map((competitor) => (
              <CompetitorItem key={competitor.document.id} competitor={competitor} />
            ))}
          </ol>
        )}
      </LiteStack>
    </LitePaper>
  );
}

/** A competing document: its name (a link to its editor), priority and slug, its audience in words, and its fate. */
function CompetitorItem({ competitor }: { competitor: Competitor }) {
  const { document } = competitor;
  return (
    <li className={classes.item}>
      <LiteGroup gap="xs" align="baseline">
        <LiteAnchor component={Link} to={appPath(`/documents/${document.id}`)} fw={500}>
          {document.name}
        </LiteAnchor>
        <LiteText span size="sm">
          priority {document.priority}
        </LiteText>
        {document.status === 'DRAFT' && (
          <LightBadge color="gray" letterCase="as-written">
            Draft
          </LightBadge>
        )}
      </LiteGroup>
      <LiteText size="sm">
        Audience: {competitor.audience} · <span className={classes.slug}>{document.slug}</span>
      </LiteText>
      <LiteText size="sm" c="dimmed">
        {competitor.role}
      </LiteText>
    </li>
  );
}
