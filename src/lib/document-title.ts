import { useEffect, useSyncExternalStore } from 'react';

/** The product's name: the last part of every browser tab's title (index.html starts with it alone). */
export const productName = 'CDP Dashboard';

/** What a route may say about itself in react-router's `handle` (src/app/router.tsx). */
export interface RouteTitleHandle {
  /** The page's name in the tab title, e.g. "Profiles". */
  title?: string;
}

export function routeTitleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as RouteTitleHandle;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * The tab title: the route titles from the innermost out (a profile's "Events" tab, then "Profile"), the
 * workspace, the product. A record page's own name (`record`, e.g. the profile's name) stands in for the
 * outermost route title, its generic name: "Events · Ada Lovelace · Northwind Retail · CDP Dashboard".
 */
export function composeDocumentTitle({
  routeTitles,
  record,
  workspace,
}: {
  /** Innermost first. */
  routeTitles: readonly string[];
  record?: string | null;
  workspace?: string | null;
}): string {
  const titles = [...routeTitles];
  if (record && record.trim() !== '') {
    if (titles.length > 0) titles[titles.length - 1] = record.trim();
    else titles.push(record.trim());
  }
  return [...titles, workspace, productName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' · ');
}

// The record name of the page on screen: one at a time (one page shows at a time), cleared when it unmounts.
let record: string | null = null;
const listeners = new Set<() => void>();
const setRecord = (next: string | null) => {
  if (next === record) return;
  record = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRecord = () => record;

/** A record page (a profile, a document) names itself in the tab title; `undefined` while it is loading. */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    setRecord(name ?? null);
    return () => setRecord(null);
  }, [name]);
}

/** The current record name (for the one effect that writes `document.title`). */
export function useRecordTitle(): string | null {
  return useSyncExternalStore(subscribe, getRecord, getRecord);
}
