// The reference page of `npm run bench`: the smallest React 19 app that renders a heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);
