import { createFileRoute, redirect } from '@tanstack/react-router';

// `/m/` is an alias of the home screen (requirements A2); the query string is kept.
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/home', search, replace: true });
  },
});
