import { Menu, Modal } from '../../../components/ui/mantine';
import type { IntentOverlayStart } from '../../../lib/on-first-use';
import { useMediaQuery } from '../../../lib/use-media-query';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsMenu } from '../../../components/actions-menu';
import type { Document } from '../api/schemas';
import { GenerateBySlugForm } from './generate-by-slug-form';

/**
 * The editor's "More actions" menu. "Generate by slug" is a tool for checking what an integration gets, not part
 * of writing the document, so it opens in a dialog from here instead of taking a column beside the content.
 */
export function DocumentEditorMenu({
  document,
  openAtStart,
  focusAtStart,
}: { document: Document } & IntentOverlayStart) {
  const [generating, setGenerating] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <>
      <ActionsMenu label="More actions" openAtStart={openAtStart} focusAtStart={focusAtStart}>
        <Menu.Item leftSection={<IconWand size={14} aria-hidden />} onClick={() => setGenerating(true)}>
          Generate by slug…
        </Menu.Item>
      </ActionsMenu>
      <Modal
        opened={generating}
        onClose={() => setGenerating(false)}
        title="Generate by slug"
        size="lg"
        fullScreen={phone}
      >
        <GenerateBySlugForm key={document.slug ?? ''} savedSlug={document.slug ?? ''} savedContent={document.content} />
      </Modal>
    </>
  );
}
