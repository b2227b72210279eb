import { deferred } from '~/components/deferred';

/**
 * 会议室管理's drawers and dialogs, each a chunk of its own fetched when the browser is idle after the page (issue 34:
 * their date and number pickers, choices and forms are not in the page's first load): a booking's detail and moves,
 * 新建预约, 新建/编辑会议室, 审核, and 登记缴费 of a month's charges. 预约规则's form too, drawn by the server on its own
 * tab (its chunk is fetched as that tab's page hydrates) and on no other tab's first load.
 */
export const BookingDrawer = deferred(() => import('./BookingDrawer').then((m) => m.BookingDrawer));
export const BookingFormDrawer = deferred(() => import('./BookingFormDrawer').then((m) => m.BookingFormDrawer));
export const SpaceFormDrawer = deferred(() => import('./SpaceFormDrawer').then((m) => m.SpaceFormDrawer));
export const ReviewDialog = deferred(() => import('./ReviewBox').then((m) => m.ReviewDialog));
export const BookingSettingsForm = deferred(() => import('./BookingSettingsForm').then((m) => m.BookingSettingsForm));
export const ChargePayDialog = deferred(() => import('./ChargePayDialog').then((m) => m.ChargePayDialog));
