import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/api';
import { consumerOf } from '../../../lib/session';
import { selectWorkspace } from './select-workspace';

/**
 * Exchanges the token for one bound to the workspace. Every cached query is dropped first, so nothing of
 * the previous workspace can be shown in the new one.
 */
export async function enterWorkspace(queryClient: QueryClient, workspace: { guid: string; name: string }) {
  const answer = await selectWorkspace(workspace.guid);
  await queryClient.cancelQueries();
  queryClient.clear();
  session.update({
    token: answer.token,
    stage: 'workspace',
    consumer: consumerOf(answer),
    workspace: { guid: workspace.guid, name: workspace.name, id: answer.consumer.businessProfileId ?? 0 },
  });
}
