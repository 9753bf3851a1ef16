import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInspector } from './lib/inspector.ts';
import { App } from './app/app.tsx';
import { preloadLandingScreen } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import './ui/styles/fonts.css';
import './ui/styles/tokens.css';
import './ui/styles/global.css';
import './app/splash.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

preloadLandingScreen();
registerServiceWorker();

void startInspector(window.location.search).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
