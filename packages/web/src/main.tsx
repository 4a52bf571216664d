import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppContainer, routerContextFrom, type AppConfig } from './app/container';
import { createAppRouter } from './app/router';

/** The API the app talks to when VITE_API_URL is not set (the reference server's default port). */
const DEFAULT_API_URL = 'http://localhost:8787';

const config: AppConfig = {
  apiBaseUrl: import.meta.env.VITE_API_URL ?? DEFAULT_API_URL,
  origin: window.location.origin,
  utcOffsetMinutes: -new Date().getTimezoneOffset(),
};
const context = routerContextFrom(createAppContainer(config), config);

// The session lives as long as the page: keep its state stream connected so route guards and components share
// one login, one user load and one refresh timer.
context.session.state$.subscribe();

const router = createAppRouter(context);
const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('The page has no #root element to mount the app in.');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
