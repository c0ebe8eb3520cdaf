import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiError } from './api/client';
import { App } from './app';
import { SessionProvider } from './session/session';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The run stream refreshes what changes; a read is not repeated merely because a tab regained focus.
      staleTime: 10_000,
      // A refusal (4xx) will not change by asking again; an outage may.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <SessionProvider>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
