import { draftKey, readDraft, writeDraft } from '../../../lib/form-draft-store';

/*
 * The listing's query string as last shown, kept per workspace beside the form drafts (sessionStorage, cleared on
 * sign-out), so "← All profiles" returns to the filtered, sorted page the person came from, after a reload too.
 */
const listKey = (ws: string) => draftKey(ws, 'profiles', 'list-search');

export function rememberListSearch(ws: string, search: string): void {
  if (ws) writeDraft(listKey(ws), search);
}

/** The listing's path with the filters last shown: `/profiles?city=Pozna%C5%84`, or `/profiles`. */
export function profilesListPath(ws: string): string {
  const search = ws ? readDraft<string>(listKey(ws)) : null;
  return typeof search === 'string' && search ? `/profiles?${search}` : '/profiles';
}
