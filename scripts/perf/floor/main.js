// The yardstick of every timing (DESIGN §9): React 19 rendering one <p>, built by Vite.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(globalThis.document.getElementById('root')).render(
  createElement('p', null, 'The floor: React 19 rendering one paragraph.'),
);
