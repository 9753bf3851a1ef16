import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './lib/inspector.ts';
import { App } from './app/app.tsx';
import { preloadLandingScreen } from './app/router.tsx';
import { opensHome } from './features/shell/route-aliases.ts';
import { loadLandingCatalogue } from './i18n/i18n.ts';
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

// The landing screen's messages: the home's part, the login page's own piece, another screen's part
// or the whole catalogue. Start-up loads them with the language.
void loadLandingCatalogue(window.location.pathname, opensHome(window.location.pathname));
registerServiceWorker();
// Field metrics: errors are caught from now on; the reporter and web-vitals load once the page has settled.
catchErrorsEarly();
afterSettling(
  () =>
    void import('./lib/field-metrics/start-field-metrics.ts').then(({ startFieldMetrics }) =>
      startFieldMetrics(),
    ),
);

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
