import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createApolloClient } from './app/apollo/create-client.ts';
import { startEmbedding } from './app/embedding.ts';
import { appRoutes } from './app/router.tsx';
import { initSentry } from './app/sentry.ts';
import { createSignedOutHandler } from './app/session.ts';

void initSentry();
startEmbedding();

const router = createBrowserRouter(appRoutes);
const client = createApolloClient({
  onUnauthenticated: createSignedOutHandler(router, () => client),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} client={client} />
  </StrictMode>,
);
