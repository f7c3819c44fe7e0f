// The reference page of `npm run bench`: the smallest React 19 app with a heading and a button
// whose click draws the next step's heading (what the widget's first click is compared with).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  const [clicked, setClicked] = useState(false);
  return (
    <main>
      <h1>Hello, world</h1>
      <button type="button" onClick={() => setClicked(true)}>
        Continue
      </button>
      {clicked && <h2>Next step</h2>}
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
