import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { composeDocumentTitle, routeTitleOf, useRecordTitle } from '../../lib/document-title';
import { useSession } from '../../lib/use-session';

/**
 * The one place that writes `document.title`: from the matched routes' `handle.title` (src/app/router.tsx),
 * the record a page names (`useDocumentTitle`) and the current workspace. Every tab of the dashboard is then
 * told apart in the browser's tab strip and history.
 */
export function useRouteDocumentTitle(): void {
  const matches = useMatches();
  const record = useRecordTitle();
  const workspace = useSession()?.workspace?.name ?? null;
  const routeTitles = matches
    .map((match) => routeTitleOf(match.handle))
    .filter((title): title is string => title !== undefined)
    .reverse();
  const inWorkspace = matches.some((match) => match.id === 'shell');
  const title = composeDocumentTitle({ routeTitles, record, workspace: inWorkspace ? workspace : null });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
