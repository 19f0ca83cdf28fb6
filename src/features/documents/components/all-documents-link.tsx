import { Link } from '../../../components/router-link';
import { LiteAnchor } from '../../../components/ui/lite';
import { appPath } from '../../../lib/app-path';

/** The way back to the documents list from a page inside the section (the editor, the placements). */
export function AllDocumentsLink() {
  return (
    <LiteAnchor component={Link} to={appPath('/documents')} size="sm" style={{ alignSelf: 'flex-start' }}>
      ← All documents
    </LiteAnchor>
  );
}
