import type { Plugin } from 'vite';

const USE_ID_MODULE = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** What Mantine's `useId` does after mounting, which this plugin leaves out. */
const REMOUNT_EFFECT = 'setUuid(randomId())';

/**
 * Mantine's `useId` (every input, radio, select and menu without an `id` of its own) starts from React's `useId` and
 * then, in a layout effect, replaces it with a random id: a state change in the commit that mounts the component,
 * which React renders again synchronously, with everything under it. A page's form mounting a dozen inputs was
 * rendered twice in one long task (the editor's settings: 40–60 ms on the laptop, four times that on Lighthouse's
 * phone). React's ids are unique within a root and this app has one root, so the build keeps them
 * (docs/decisions/0131-mantine-ids-without-a-second-render.md). Dev servers keep Mantine's own module.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    apply: 'build',
    transform(code, id) {
      if (!USE_ID_MODULE.test(id)) return null;
      // A Mantine upgrade that changes this hook must be looked at again, not silently patched.
      if (!code.includes(REMOUNT_EFFECT)) throw new Error(`${id} changed: review build/mantine-stable-ids.ts`);
      return {
        code: [
          '"use client";',
          'import { useId as useReactId } from "react";',
          'function useId(staticId) {',
          '  const reactId = useReactId();',
          '  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;',
          '}',
          'export { useId };',
        ].join('\n'),
        map: null,
      };
    },
  };
}
