export { MaintenanceScreen, type MaintenanceScreenProps } from './components/maintenance-screen';
export { BlockedScreen, type BlockedScreenProps } from './components/blocked-screen';
export { LoadErrorScreen, type LoadErrorScreenProps } from './components/load-error-screen';
export {
  LoadingScreen,
  LoadingScreenView,
  type LoadingScreenProps,
  type LoadingScreenViewProps,
} from './components/loading-screen';
export type { SupportLink } from './components/support-links';
