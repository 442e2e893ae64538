/**
 * The Mini App entry. Inside Telegram (launch parameters in the URL or kept from the launch)
 * it starts the shell around web's <App/>; anywhere else it shows "Open in Telegram" and
 * makes no API call.
 */
import '@croupier/web/styles';
import './theme/telegram-tokens.css';
import './theme/telegram-layout.css';
import './theme/boot-splash.css';
import { createRoot } from 'react-dom/client';
import { readLaunchData } from './launch/index.ts';
import { startMiniApp } from './start-miniapp.tsx';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const launch = readLaunchData(window.location.href, sessionStore());
if (launch) {
  startMiniApp(launch, root).catch((error: unknown) => console.error(error));
} else {
  void import('./outside-telegram.tsx').then((m) => m.showOutsideTelegram(root));
}
