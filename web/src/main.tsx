/** The browser entry: one platform, one root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebPlatform } from './app/platform.ts';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App platform={createWebPlatform()} />
  </StrictMode>,
);
