import { LiteText } from './ui/lite';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ThemeProvider } from './theme-provider';
import { isApiError } from '../lib/api-error';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { ErrorPageFrame } from './error-page-frame';
import { ErrorState } from './error-state';
import { ReloadPrompt } from './reload-prompt';

/**
 * Shown when a route's loader or page fails: the error in words, with a retry. With its own theme provider: at
 * the root (the shell's own loader failed) no other is around it.
 */
export function RouteErrorPage() {
  return (
    <ThemeProvider>
      <RouteErrorContent />
    </ThemeProvider>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = (isRouteErrorResponse(error) || isApiError(error)) && error.status === 404;
  if (notFound) {
    return (
      <ErrorPageFrame title="Page not found">
        <LiteText>{isApiError(error) ? error.message : 'Nothing lives at this address.'}</LiteText>
      </ErrorPageFrame>
    );
  }
  return (
    <ErrorPageFrame title="This page could not be shown">
      {isChunkLoadError(error) ? (
        <ReloadPrompt />
      ) : (
        <ErrorState error={error} onRetry={() => void revalidator.revalidate()} />
      )}
    </ErrorPageFrame>
  );
}
