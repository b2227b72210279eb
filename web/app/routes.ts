import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Every screen of spec §2. Paths are also built in web/config/paths.ts; the guard wraps all pages. */
export default [
  route('favicon.ico', 'routes/favicon.ts'),
  route('logout', 'routes/logout.ts'),
  route('go/search', 'routes/go-search.ts'),
  route('go/display', 'routes/go-display.ts'),
  // The phone's page of QR sign-in: a mobile page of its own, reachable without a session (not a portal page).
  route('m/scan', 'routes/m.scan.tsx'),
  layout('layouts/guard.tsx', [
    // Ant Design (layouts/antd.tsx) wraps only the back office and the signed-in pages: public pages load none of it.
    layout('layouts/antd.tsx', { id: 'antd-system' }, [
      route('system', 'layouts/system.tsx', [
        index('routes/system/index.tsx'),
        route('warning', 'routes/system/warning.tsx'),
        route('otherwarning', 'routes/system/otherwarning.tsx'),
        route('leases', 'routes/system/leases.tsx'),
        route('fees', 'routes/system/fees.tsx'),
        route('reminders', 'routes/system/reminders.tsx'),
        route('message-deliveries', 'routes/system/message-deliveries.tsx'),
        route('bookings', 'routes/system/bookings.tsx'),
        route('imports', 'routes/system/imports.tsx'),
        route('imports/:id', 'routes/system/import-detail.tsx'),
        route('feedback', 'routes/system/feedback.tsx'),
        route('questions', 'routes/system/questions.tsx'),
        route('companylist', 'routes/system/companylist.tsx'),
        route('applylist', 'routes/system/applylist.tsx'),
        route('account', 'routes/system/account.tsx'),
        route('security', 'routes/system/security.tsx'),
        route('staff', 'routes/system/staff.tsx'),
        route('sessions', 'routes/system/sessions.tsx'),
        route('audit', 'routes/system/audit.tsx'),
        route('policies', 'routes/system/policies.tsx'),
        route('content', 'routes/system/content.tsx'),
        route('site', 'routes/system/site.tsx'),
        route('columns', 'routes/system/columns.tsx'),
        route('categories', 'routes/system/categories.tsx'),
        route('messages', 'routes/system/messages.tsx'),
      ]),
    ]),
    layout('layouts/portal.tsx', [
      index('routes/home.tsx'),
      route('login', 'routes/login.tsx'),
      // Staff sign-in at its own address (issue 11): open without a session, linked from no public page.
      route('staff/login', 'routes/staff.login.tsx'),
      route('information', 'routes/information.tsx'),
      route('policydetail', 'routes/policydetail.tsx'),
      // 通知公告 and 新闻动态's lists (issue 29), from the home tabs' 更多.
      route('notice', 'routes/notice.tsx'),
      route('news', 'routes/news.tsx'),
      route('technics', 'routes/technics.tsx'),
      route('techdetail', 'routes/techdetail.tsx'),
      route('risk', 'routes/risk.tsx'),
      route('risklist', 'routes/risklist.tsx'),
      route('riskdetail', 'routes/riskdetail.tsx'),
      route('train', 'routes/train.tsx'),
      route('traindetail', 'routes/traindetail.tsx'),
      route('finance', 'routes/finance.tsx'),
      route('financedetail', 'routes/financedetail.tsx'),
      route('tenancy', 'routes/tenancy.tsx'),
      route('tenancydetail', 'routes/tenancydetail.tsx'),
      route('company', 'routes/company.tsx'),
      route('comdetail', 'routes/comdetail.tsx'),
      // Signed-in pages (the guard sends visitors to /login), with Ant Design inside the public shell.
      layout('layouts/antd.tsx', { id: 'antd-portal' }, [
        route('companyinfo', 'routes/companyinfo.tsx'),
        route('company_list', 'routes/company_list.tsx'),
        route('search', 'routes/search.tsx'),
      ]),
      // The company area (issue 34): its frame and its pages are drawn in the portal's own components and load none of
      // Ant Design; the dialogs that are antd's forms (成员管理's, a request's detail, 需求记录) load it with them at the
      // first click (components/LazyAntd.tsx).
      layout('layouts/personal.tsx', [
        route('personal', 'routes/personal/index.tsx'),
        route('concat_us', 'routes/personal/concat_us.tsx'),
        route('room_price', 'routes/personal/room_price.tsx'),
        route('service_price', 'routes/personal/service_price.tsx'),
        route('payment_way', 'routes/personal/payment_way.tsx'),
        route('my_question', 'routes/personal/my_question.tsx'),
        route('policy_notice', 'routes/personal/policy_notice.tsx'),
        route('company_brief', 'routes/personal/company_brief.tsx'),
        route('service_list', 'routes/personal/service_list.tsx'),
        route('messages', 'routes/personal/messages.tsx'),
        route('service', 'routes/personal/service.tsx'),
        route('account', 'routes/personal/account.tsx'),
        route('message_settings', 'routes/personal/message-settings.tsx'),
        route('apply', 'routes/personal/apply.tsx'),
        route('room_booking', 'routes/personal/room_booking.tsx'),
        route('members', 'routes/personal/members.tsx'),
      ]),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
