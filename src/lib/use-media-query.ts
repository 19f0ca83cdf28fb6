import { useMediaQuery as useMantineMediaQuery } from '@mantine/hooks';

/**
 * Whether the media query matches, right from the first render. Mantine's hook answers `false` first and the real
 * value from an effect (for server rendering, which this app does not do): on a phone every page then rendered
 * its desktop layout, committed it, and rendered the whole shell again as the phone's — twice the work on the
 * slowest devices, and a layout shift.
 */
export function useMediaQuery(query: string): boolean {
  return useMantineMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
