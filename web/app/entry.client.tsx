import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteServerDrawn } from '~/lib/early-input';

// No antd style cache here: antd's css-in-js keeps its own default cache, which finds the server's styles in
// <head>, and loading it in this entry would put it in every public page's first load.
// What is typed on the server's fields before React takes them over is handed to React once it has (early-input.ts).
noteServerDrawn(document);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
