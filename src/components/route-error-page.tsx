import { Button, Container, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from './error-state';

/** Shown when a route's loader or page fails: the error in words, with a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1} size="h2">
          {notFound ? 'Page not found' : 'This page could not be shown'}
        </Title>
        {!notFound && <ErrorState error={error} onRetry={() => void revalidator.revalidate()} />}
        <Button variant="default" onClick={() => void navigate('/')} w="fit-content">
          Go to the overview
        </Button>
      </Stack>
    </Container>
  );
}
