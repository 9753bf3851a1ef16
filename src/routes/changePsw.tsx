import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../features/account/components/change-password.view.tsx';

/** Requirements A2.11 "Change password": without a session the screen's chart replaces it with /m/home. */
export const Route = createFileRoute('/changePsw')({ component: ChangePasswordScreen });
