import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { parseBookingsAdminQuery } from './admin-query';
import type { BookingsAdminLoad } from './api/bookings-admin.server';
import { BookingsAdminPage } from './components/BookingsAdminPage';

// 会议室管理 at its address on a fixed day, for the page's tests: stubbed for a browser, or served as markup.

export const PATH = '/system/bookings';
export const TODAY = '2026-06-10';

/** The page at `PATH?qs`; `loader`, when given, is the route's (a test counts with it how often the page asks for fresh data). */
export const stubOf = (qs: string, load: BookingsAdminLoad, loader?: () => null) => {
  const query = parseBookingsAdminQuery(new URLSearchParams(qs), TODAY);
  return createRoutesStub([
    {
      path: PATH,
      Component: () => (
        <App>
          <BookingsAdminPage path={PATH} today={TODAY} query={query} {...load} renderImage={() => null} />
        </App>
      ),
      ...(loader ? { loader } : {}),
    },
  ]);
};

/** The page at `PATH?qs` as the server renders it. */
export const html = (qs: string, load: BookingsAdminLoad) => {
  const Stub = stubOf(qs, load);
  return renderToString(<Stub initialEntries={[`${PATH}?${qs}`]} />).replace(/<!-- -->/g, '');
};
