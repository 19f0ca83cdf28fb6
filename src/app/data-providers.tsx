import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Providers of the signed-in pages (React Query, modals, notifications). Loaded with those routes rather
 * than at start-up, which keeps the sign-in page light.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="bottom-center" />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  );
}
