import { DocumentsListPage } from '../../features/documents/components/documents-list-page';

export const Component = DocumentsListPage;
