import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppContainer, routerContextFrom } from './app/container';
import { createAppRouter } from './app/router';
import { createPlayerAudioElement } from './app/player-audio-element';

/** The API the app talks to when VITE_API_URL is not set (the reference server's default port). */
const DEFAULT_API_URL = 'http://localhost:8787';

const context = routerContextFrom(
  createAppContainer({
    apiBaseUrl: import.meta.env.VITE_API_URL ?? DEFAULT_API_URL,
    origin: window.location.origin,
    utcOffsetMinutes: -new Date().getTimezoneOffset(),
    audioElement: createPlayerAudioElement(document),
  }),
);

// What runs for the page's life, started here and nowhere else: the session (route guards and components share one
// login, one user load and one refresh timer), the preload of models and voices at sign-in, and the global player
// with the generations it plays (before any page can send an intent).
context.session.state$.subscribe();
context.speechSettings.preload$.subscribe();
context.player.run$.subscribe();

const router = createAppRouter(context);
context.notifications.routeWith((to) => void router.navigate({ href: to }));

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('The page has no #root element to mount the app in.');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
