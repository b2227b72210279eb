import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StyleProvider cache={createCache()}>
        <HydratedRouter />
      </StyleProvider>
    </StrictMode>,
  );
});
