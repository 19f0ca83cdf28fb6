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
 * (docs/decisions/0166-start-and-after-paint-in-short-tasks.md). Dev servers keep Mantine's own module.
 *
 * Mantine 9 has no option for it (its `useId` takes only a component's own id), so this patch stays, and stops the
 * build when an upgrade changes what it patches (docs/decisions/0170-build-code-layout.md): the hook's code, or where
 * it lives. scripts/mantine-stable-ids.test.mjs runs it on the installed Mantine; e2e/mantine-ids.spec.ts checks the
 * built page's ids.
 */
export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'mantine-stable-ids',
    apply: 'build',
    buildStart() {
      replaced = false;
    },
    transform(code, id) {
      if (!USE_ID_MODULE.test(id)) return null;
      replaced = true;
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
    // A Mantine that moved or inlined the hook would keep its random ids unseen: the build stops instead.
    buildEnd(error) {
      if (!error && !replaced)
        this.error(`no module of the build is Mantine's useId any more: review build/mantine-stable-ids.ts`);
    },
  };
}
