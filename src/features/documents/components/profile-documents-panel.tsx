import {
  LiteAnchor,
  LiteButton,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { Badge, Skeleton } from '../../../components/ui/mantine';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import { previewQuery } from '../api/generate';
import { documentsForProfileQuery } from '../api/list-documents';
import type { DocumentSummary } from '../api/schemas';
import { RenderedContent } from './customer-view-card';
import { appPath } from '../../../lib/app-path';

const pageSize = 10;

/** One document the profile is in the audience of, with its content generated for that profile. */
function ProfileDocument({
  workspaceGuid,
  clientId,
  document,
}: {
  workspaceGuid: string;
  clientId: number;
  document: DocumentSummary;
}) {
  const preview = useQuery(previewQuery(workspaceGuid, document.id, clientId, document.updatedAt));
  return (
    <LitePaper withBorder p="md" radius="md" component="article" aria-label={document.name}>
      <LiteStack gap="xs">
        <LiteGroup justify="space-between" wrap="nowrap">
          <LiteAnchor component={Link} to={appPath(`/documents/${document.id}`)} fw={600}>
            {document.name}
          </LiteAnchor>
          <LiteGroup gap={6}>
            <Badge variant="light">Priority {document.priority}</Badge>
            {document.schema && (
              <Badge variant="outline" color="gray">
                {document.schema}
              </Badge>
            )}
          </LiteGroup>
        </LiteGroup>
        {document.slug && (
          <LiteText size="xs" ff="monospace">
            {document.slug}
          </LiteText>
        )}
        {preview.isPending && <Skeleton height={64} />}
        {preview.isError && (
          <ErrorState
            error={preview.error}
            title="Its content could not be generated"
            onRetry={() => void preview.refetch()}
          />
        )}
        {preview.data && (
          <>
            <LiteText size="sm" fw={600} role="status">
              {shownOrOutranked(preview.data.outrankedBy)}
            </LiteText>
            <LiteText size="xs" c="dimmed">
              {preview.data.audience.reason}
            </LiteText>
            <RenderedContent
              schema={document.schema}
              content={preview.data.content}
              label={`Content of ${document.name} for this profile`}
            />
          </>
        )}
      </LiteStack>
    </LitePaper>
  );
}

/** The card's verdict: whether this customer is shown the document, or which one wins instead. */
export function shownOrOutranked(outrankedBy: readonly { name: string; priority?: number | null }[]): string {
  const winner = outrankedBy[0];
  if (!winner) return 'Shown to this customer: nothing outranks it.';
  const priority = typeof winner.priority === 'number' ? ` (priority ${winner.priority})` : '';
  const others = outrankedBy.length - 1;
  const more = others > 0 ? `; ${others} more outrank${others === 1 ? 's' : ''} it too` : '';
  return `Not shown: ${winner.name}${priority} wins instead${more}.`;
}

const documentsWord = (count: number) => `${count.toLocaleString()} document${count === 1 ? '' : 's'}`;

/**
 * What the list says about itself, counted from what is on the screen: how many documents include the profile,
 * how many are shown now, and, when the request returned fewer than that, how many can be shown here at most.
 */
export function coverageText(total: number, loaded: number, shown: number): string {
  const base = `In the audience of ${documentsWord(total)}, highest priority first.`;
  if (total === 0 || (shown === total && loaded === total)) return base;
  const showing = ` Showing ${shown.toLocaleString()} of ${total.toLocaleString()}`;
  return loaded < total
    ? `${base}${showing}; the ${documentsWord(loaded)} with the highest priority can be listed here.`
    : `${base}${showing}.`;
}

/**
 * "Preview documents as this customer": the documents whose audience includes the profile, highest
 * priority first, each generated for it.
 */
export function ProfileDocumentsPanel({ workspaceGuid, clientId }: { workspaceGuid: string; clientId: number }) {
  const documents = useQuery(documentsForProfileQuery(workspaceGuid, clientId));
  // Each card generates its content with one preview call: a screenful at a time, not a hundred at once.
  const [shown, setShown] = useState(pageSize);
  const listed = documents.data?.documents ?? [];
  return (
    <LiteStack>
      <LiteStack gap={0}>
        <LiteTitle order={2} size="h3">
          Documents for this customer
        </LiteTitle>
        <LiteText size="sm" c="dimmed" aria-live="polite">
          {documents.data
            ? coverageText(documents.data.totalCount, listed.length, Math.min(shown, listed.length))
            : 'Finding the documents this profile sees…'}
        </LiteText>
      </LiteStack>
      {documents.isPending &&
        Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={120} radius="md" />)}
      {documents.isError && (
        <ErrorState
          error={documents.error}
          title="The documents could not be loaded"
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.data?.documents.length === 0 && <LiteText>This profile is in the audience of no document.</LiteText>}
      {listed.slice(0, shown).map((document) => (
        <ProfileDocument key={document.id} workspaceGuid={workspaceGuid} clientId={clientId} document={document} />
      ))}
      {listed.length > shown && (
        <LiteButton variant="default" onClick={() => setShown((count) => count + pageSize)} w="fit-content">
          Show {Math.min(pageSize, listed.length - shown)} more
        </LiteButton>
      )}
    </LiteStack>
  );
}
