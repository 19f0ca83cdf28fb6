import { LiteAnchor, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import { counted } from '../../../lib/counted';
import { useAfterFirstPaint } from '../../../lib/after-content';
import { useSession } from '../../../lib/use-session';
import { segmentsQuery } from '../api/catalog';
import { everyDocumentQuery } from '../api/list-documents';
import { placementsOf, type PlacementsView } from '../model/placements';
import { PlacementSection } from './placement-section';
import { PlacementsNotCompeting } from './placements-not-competing';
import { AllDocumentsLink } from './all-documents-link';

/** The top line: "10 placements · 270 documents competing · 10 not competing". */
function summaryOf(view: PlacementsView): string {
  const parts = [counted(view.placements.length, 'placement'), `${counted(view.competing, 'document')} competing`];
  if (view.notCompeting.length > 0) parts.push(`${view.notCompeting.length.toLocaleString('en-US')} not competing`);
  return parts.join(' · ');
}

/**
 * The placements whose documents are drawn with the page's first paint: what a screen shows of the page. The others'
 * lists (hundreds of items) follow once it shows, so a phone does not build them before the first screen
 * (docs/performance.md, "A page that draws hundreds of items").
 */
const PLACEMENTS_LISTED_FIRST = 2;

/**
 * For each placement (a slug's first word), which document the service shows to whom: the verdict in one sentence,
 * then the competing documents in the order the service picks them (model/placements.ts). Its loader
 * (src/app/routes/document-placements.data.ts) reads every document and the segments' names.
 */
export function PlacementsPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { data: documents } = useSuspenseQuery(everyDocumentQuery(workspaceGuid));
  const { data: segments } = useSuspenseQuery(segmentsQuery(workspaceGuid));
  const view = useMemo(() => placementsOf(documents, segments), [documents, segments]);
  const painted = useAfterFirstPaint();

  return (
    <LiteStack>
      <AllDocumentsLink />
      <PageHeader title="Placements" description={documents.length === 0 ? 'No documents' : summaryOf(view)} />
      {documents.length === 0 ? (
        <LitePaper withBorder p="xl" radius="md">
          <LiteStack align="center" gap="xs">
            <LiteText fw={500}>This workspace has no documents yet, so no placement shows anything.</LiteText>
            <LiteAnchor component={Link} to={appPath('/documents')} size="sm">
              Create one from the documents list
            </LiteAnchor>
          </LiteStack>
        </LitePaper>
      ) : (
        <>
          <LiteText size="sm">
            A document&apos;s placement is the first word of its slug (home of home-spring-sale). Within a placement the
            service shows each customer the highest-priority document whose audience includes them; equal priorities go
            by name, and drafts compete too.
          </LiteText>
          {view.placements.length === 0 && (
            <LiteText fw={500}>
              No document competes for a placement yet: none has both a slug and an audience.
            </LiteText>
          )}
          {view.placements.map((placement, at) => (
            <PlacementSection
              key={placement.name}
              placement={placement}
              listed={painted || at < PLACEMENTS_LISTED_FIRST}
            />
          ))}
          {view.notCompeting.length > 0 && <PlacementsNotCompeting documents={view.notCompeting} listed={painted} />}
        </>
      )}
    </LiteStack>
  );
}
