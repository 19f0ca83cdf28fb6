import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshUserToken } from '../features/auth/api/refresh-user-token';
import { session } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../components/theme-provider';

// With the signed-in pages the token's renewal is in memory, not downloaded when first needed (src/app/main.tsx
// sets that lazy one for the sign-in page): the browser keeps a module import that failed, so a renewal due while
// the laptop was offline failed every renewal after it without a request, and an expired session stayed on screen.
session.setRefresher(refreshUserToken);

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
