import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './session.ts';

export interface AppProps {
  router: AppRouter;
  client: ApolloClient;
}

export function App({ router, client }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
