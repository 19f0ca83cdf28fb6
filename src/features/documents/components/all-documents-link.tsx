import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '../../../components/router-link';
import { LiteAnchor } from '../../../components/ui/lite';
import { appPath } from '../../../lib/app-path';

/** "← All documents", above a page inside the documents section (the editor, the placements). */
export function AllDocumentsLink() {
  return (
    <LiteAnchor
      component={Link}
      to={appPath('/documents')}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden /> All documents
    </LiteAnchor>
  );
}
