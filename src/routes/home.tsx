import { createFileRoute } from '@tanstack/react-router';
import { HomeRoute } from './-home-route.tsx';

export const Route = createFileRoute('/home')({ component: HomeRoute });
