import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './lib/inspector.ts';
import { App } from './app/app.tsx';
import { preloadLandingScreen } from './app/router.tsx';
import { opensHome } from './features/shell/route-aliases.ts';
import { loadCatalogueFor } from './i18n/i18n.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import { afterSettling } from './lib/field-metrics/after-settling.ts';
import { catchErrorsEarly } from './lib/field-metrics/early-errors.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import './ui/styles/fonts.css';
import './ui/styles/tokens.css';
import './ui/styles/global.css';
import './app/splash.css';
import './app/first-view.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A visit that lands beyond the home screen needs that screen's part or the whole catalogue: start-up loads it at once.
if (!opensHome(window.location.pathname)) void loadCatalogueFor(window.location.pathname);
registerServiceWorker();
// Field metrics: errors are caught from now on; the reporter and web-vitals load once the page has settled.
catchErrorsEarly();
afterSettling(() => void import('./lib/field-metrics/start-field-metrics.ts').then(({ startFieldMetrics }) => startFieldMetrics()));

// Three tasks instead of one: this module's evaluation, the router's construction (with the landing
// screen's chunk requested), then the first render. On a slow phone each alone is a long task.
void startInspector(window.location.search)
  .then(yieldToMain)
  .then(() => {
    preloadLandingScreen();
    return yieldToMain();
  })
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
