import { BulkJobsPage } from '../../features/profiles/components/bulk-jobs-page';

export const Component = BulkJobsPage;
