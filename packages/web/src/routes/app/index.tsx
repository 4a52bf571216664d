import { createFileRoute, redirect } from '@tanstack/react-router';

/** /app itself leads to the home page. */
export const Route = createFileRoute('/app/')({
  beforeLoad: () => {
    throw redirect({ to: '/app/home', replace: true });
  },
});
