import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Latin only (Portuguese needs nothing more): the other scripts' @font-face rules were most of the first style sheet.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/i18n';
import { App } from './app/App';
import { checkVersion } from './app/version-check';

checkVersion();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
