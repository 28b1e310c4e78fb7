import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { installZodPtBr } from '@portal/domain';
import './app/i18n';
import { App } from './app/App';
import { checkVersion } from './app/version-check';

installZodPtBr();
checkVersion();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
