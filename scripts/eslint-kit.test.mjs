import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The lint rule that keeps pages on the kit (eslint.config.js, docs/decisions/0168-the-ui-kit-and-its-names.md):
 * Mantine's values only through src/components/ui, its types from anywhere, and the named exceptions.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the kit's rule for `code` as if it were the file at `path`. */
async function kitMessages(code, path) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const page = 'src/features/profiles/components/kit-rule-fixture.tsx';

describe('the kit rule', () => {
  it('refuses a value from @mantine/core in a page, and says where to look', async () => {
    const messages = await kitMessages("import { Stack } from '@mantine/core';\nexport const S = Stack;\n", page);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/components/ui');
  });

  it('refuses a value imported beside a type', async () => {
    const code =
      "import { Modal, type ModalProps } from '@mantine/core';\nexport const M = Modal;\nexport type P = ModalProps;\n";
    expect(await kitMessages(code, page)).toHaveLength(1);
  });

  it('refuses it in a test of a page too', async () => {
    const code = "import { Text } from '@mantine/core';\nexport const T = Text;\n";
    expect(await kitMessages(code, 'src/features/profiles/components/kit-rule-fixture.test.tsx')).toHaveLength(1);
  });

  it('lets types through', async () => {
    const code =
      "import type { SelectProps } from '@mantine/core';\nimport { type TooltipProps } from '@mantine/core';\nexport type P = SelectProps | TooltipProps;\n";
    expect(await kitMessages(code, page)).toEqual([]);
  });

  it('lets the kit and the theme import Mantine', async () => {
    const code = "import { Stack } from '@mantine/core';\nexport const S = Stack;\n";
    expect(await kitMessages(code, 'src/components/ui/kit-rule-fixture.ts')).toEqual([]);
    expect(await kitMessages(code, 'src/components/theme.ts')).toEqual([]);
  });

  it('keeps the app’s other import rules in the kit', async () => {
    const code = "import { z } from 'zod';\nexport const Z = z;\n";
    expect(await kitMessages(code, 'src/components/ui/kit-rule-fixture.ts')).toHaveLength(1);
  });
});
