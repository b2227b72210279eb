import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteServerDrawn, stopEarlyClicks } from '~/lib/early-input';

// What was typed on the server's fields, or pressed, before React takes the page over is handed to React once it has
// (early-input.ts): the fields are listed, and buttons pressed from now on are React's.
noteServerDrawn(document);
stopEarlyClicks();
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
