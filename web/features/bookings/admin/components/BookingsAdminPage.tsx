import { Alert, ConfigProvider } from 'antd';
import { useRevalidator } from 'react-router';
import { FilterLinks } from '~/components/FilterLinks';
import type { RenderImage } from '~/components/render-image';
import type { BookingsAdminLoad } from '../api/bookings-admin.server';
import { ADMIN_TABS, bookingsAdminHref, type AdminTab, type BookingsAdminQuery } from '../admin-query';
import { BookingCalendar } from './BookingCalendar';
import { BookingList } from './BookingList';
import { ChargeList } from './ChargeList';
import { SpaceList } from './SpaceList';
import { BookingSettingsForm } from './parts';

type Props = BookingsAdminLoad & {
  path: string;
  /** Today in park time, from the loader (the server's clock). */
  today: string;
  query: BookingsAdminQuery;
  /** The pictures' upload box, supplied by the route (the uploads feature's ImageUpload). */
  renderImage: RenderImage;
};

/**
 * /system/bookings 会议室管理 (园区运营, issue 33): 预约日历, 待审核, 会议室, 使用费 and 预约规则, the tab and its filters
 * in the URL so the server draws each; every change runs the loader again.
 */
export function BookingsAdminPage({ path, today, query, data, pending, renderImage }: Props) {
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  let body;
  switch (data.kind) {
    case 'calendar':
      body = <BookingCalendar path={path} today={today} query={query} calendar={data.calendar} error={data.error} refresh={refresh} />;
      break;
    case 'pending':
      body = <BookingList path={path} query={query} page={data.page} spaces={data.spaces} refresh={refresh} />;
      break;
    case 'spaces':
      body = <SpaceList page={data.page} defaultFreeHours={data.defaultFreeHours} renderImage={renderImage} refresh={refresh} />;
      break;
    case 'charges':
      body = <ChargeList path={path} today={today} query={query} page={data.page} refresh={refresh} />;
      break;
    case 'settings':
      body = data.settings ? (
        <BookingSettingsForm active settings={data.settings} onSaved={refresh} />
      ) : (
        <Alert type="error" showIcon title={data.error ?? '加载失败'} role="alert" />
      );
      break;
  }

  const label = (key: AdminTab, text: string) => (key === 'pending' && pending ? `${text}（${pending}）` : text);
  return (
    // Two-character buttons keep their plain names (通过, 调整) for people and for assistive technology.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      {/* The parts as links (as 站点管理's): server-rendered, wrapping on a phone rather than hiding behind a 更多 menu. */}
      <FilterLinks
        rows={[
          {
            label: '会议室管理',
            options: ADMIN_TABS.map((t) => ({
              key: t.key,
              label: label(t.key, t.label),
              href: bookingsAdminHref(path, { tab: t.key }, today),
              active: t.key === query.tab,
            })),
          },
        ]}
      />
      {body}
    </ConfigProvider>
  );
}
