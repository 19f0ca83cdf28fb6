import { WorkspaceOverviewPage } from '../../features/workspaces/components/workspace-overview-page';

export const Component = WorkspaceOverviewPage;
