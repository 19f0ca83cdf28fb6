import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useMatches, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '../lib/api-error';
import { ErrorState } from './error-state';

/** Shown when a route's loader or page fails: the error in words, with a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // Inside the app shell the page sits in the shell's <main>; on its own it is the main landmark.
  const inShell = useMatches().some((match) => match.id === 'shell');
  const notFound = (isRouteErrorResponse(error) || isApiError(error)) && error.status === 404;
  return (
    <Container size="sm" py={inShell ? 0 : 'xl'} component={inShell ? 'div' : 'main'}>
      <Stack>
        <Title order={1} size="h2">
          {notFound ? 'Page not found' : 'This page could not be shown'}
        </Title>
        {notFound ? (
          <Text>{isApiError(error) ? error.message : 'Nothing lives at this address.'}</Text>
        ) : (
          <ErrorState error={error} onRetry={() => void revalidator.revalidate()} />
        )}
        <Button variant="default" onClick={() => void navigate('/')} w="fit-content">
          Go to the overview
        </Button>
      </Stack>
    </Container>
  );
}
