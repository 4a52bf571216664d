import { createFileRoute, redirect } from '@tanstack/react-router';

/** The site root leads to the app's home (which sends signed-out visitors to sign-in). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/app/home', replace: true });
  },
});
