import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../components/theme-provider';

/**
 * Providers of the signed-in pages (Mantine, React Query, modals, notifications). Loaded with those routes rather
 * than at start-up, which keeps the sign-in page light.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="bottom-center" />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
