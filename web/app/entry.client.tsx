import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// No antd style cache here: antd's css-in-js keeps its own default cache, which finds the server's styles in
// <head>, and loading it in this entry would put it in every public page's first load.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
