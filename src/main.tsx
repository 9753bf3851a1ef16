import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './lib/inspector.ts';
import { App } from './app/app.tsx';
import { preloadLandingScreen } from './app/router.tsx';
import { opensHome } from './features/shell/route-aliases.ts';
import { loadWholeCatalogue } from './i18n/i18n.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import './ui/styles/fonts.css';
import './ui/styles/tokens.css';
import './ui/styles/global.css';
import './app/splash.css';
import './app/first-view.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

preloadLandingScreen();
// A visit that lands beyond the home screen needs the whole catalogue: start-up loads it at once.
if (!opensHome(window.location.pathname)) void loadWholeCatalogue();
registerServiceWorker();

void startInspector(window.location.search).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
