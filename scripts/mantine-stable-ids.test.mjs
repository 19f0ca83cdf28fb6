import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../build/mantine-stable-ids.ts';

// The module as Mantine ships it: the plugin is checked against the installed version, not a copy.
const useIdModule = fileURLToPath(new URL('../node_modules/@mantine/hooks/esm/use-id/use-id.mjs', import.meta.url));
const transform = (code, id) => mantineStableIds().transform.call({}, code, id);

describe('mantineStableIds (decision 0166)', () => {
  it("replaces Mantine's useId by one that keeps React's id: no state, no effect, so no second render", () => {
    const result = transform(readFileSync(useIdModule, 'utf8'), useIdModule);
    expect(result.code).toContain('useReactId()');
    expect(result.code).not.toMatch(/useState|Effect|randomId/);
    expect(result.code).toContain('export { useId }');
  });

  it('leaves every other module alone', () => {
    expect(
      transform('export const a = 1;', '/x/node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs'),
    ).toBeNull();
  });

  it('stops the build when an upgrade changed the hook, rather than replacing what it no longer knows', () => {
    expect(() => transform('export function useId() { return "x"; }', useIdModule)).toThrow(
      /review build\/mantine-stable-ids\.ts/,
    );
  });

  it('stops the build when no module of it was the hook any more (moved or inlined by an upgrade)', () => {
    const plugin = mantineStableIds();
    const context = {
      error: (message) => {
        throw new Error(message);
      },
    };
    plugin.buildStart.call(context);
    expect(() => plugin.buildEnd.call(context)).toThrow(/review build\/mantine-stable-ids\.ts/);
    // A build that failed for another reason reports that reason, not this one.
    expect(() => plugin.buildEnd.call(context, new Error('elsewhere'))).not.toThrow();
    plugin.buildStart.call(context);
    plugin.transform.call(context, readFileSync(useIdModule, 'utf8'), useIdModule);
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
  });
});
