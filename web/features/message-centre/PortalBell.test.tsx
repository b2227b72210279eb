// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageBell } from './components/MessageBell';
import { PortalBell } from './components/PortalBell';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const stub = (element: React.ReactNode) => {
  const Routes = createRoutesStub([{ path: '/', Component: () => element }]);
  return <Routes initialEntries={['/']} />;
};

// As served (the signed-in request's count, linked to /messages): web/app/layouts/portal.test.tsx.
describe('the public header’s bell', () => {
  it('after a client navigation from the company area, starts from the count that area’s bell last had', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // The company area's bell had 5 (its layout's fresh count) …
    await act(async () => root.render(stub(<MessageBell to="/messages" unread={5} />)));
    // … and the public page's header, whose root count (2) is as old as the first page, shows 5.
    await act(async () => root.render(stub(<PortalBell served={2} />)));
    expect(container.querySelector('a')?.getAttribute('title')).toBe('消息中心（5 条未读）');
    act(() => root.unmount());
    container.remove();
  });
});
