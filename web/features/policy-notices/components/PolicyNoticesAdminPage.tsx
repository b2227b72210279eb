import { PlusOutlined } from '@ant-design/icons';
import { App, Button, ConfigProvider } from 'antd';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { targetsCompanies } from '@shared/policy-notices/rules';
import { MSG } from '@shared/messages';
import { deferred, useIdlePreload } from '~/components/deferred';
import { ListOutcome } from '~/components/ListOutcome';
import { useDialogTarget } from '~/components/useDialogTarget';
import type { AdminPolicyNoticesPage } from '../api/policy-notices.server';
import { deletePolicyNotice } from '../api/policy-notice-calls';
import { policyNoticeListHref, type PolicyNoticeQuery } from '../policy-notice-query';
import { PolicyNoticeSearch } from './PolicyNoticeSearch';
import { PolicyNoticeTable, type PolicyNoticeAction } from './PolicyNoticeTable';
import s from './PolicyNotices.module.css';

// The dialogs (新增通知's date pickers and company choice, 跟进, 跟进记录) are chunks fetched when the browser is idle.
const AddPolicyNoticeDialog = deferred(() => import('./AddPolicyNoticeDialog').then((m) => m.AddPolicyNoticeDialog));
const FollowDialog = deferred(() => import('./FollowDialog').then((m) => m.FollowDialog));
const FollowupsDialog = deferred(() => import('./FollowupsDialog').then((m) => m.FollowupsDialog));

type Props = { path: string; query: PolicyNoticeQuery; data: AdminPolicyNoticesPage };
type Acting = { action: Exclude<PolicyNoticeAction, 'delete'>; item: PolicyNoticeItem };

/**
 * /system/account, 政策通知 (spec §2): search, the table with 跟进 / 跟进记录 / 删除, and 新增通知. The company
 * column and the company picker appear only when system_type is 2 or 3. Every change re-runs the loader.
 */
export function PolicyNoticesAdminPage({ path, query, data }: Props) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  useIdlePreload(AddPolicyNoticeDialog, FollowDialog, FollowupsDialog);
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const { page, systemType } = data;
  const showCompany = targetsCompanies(systemType);

  const refresh = () => void revalidator.revalidate();
  const acting = useDialogTarget<Acting>(refresh);

  const remove = (item: PolicyNoticeItem) => {
    modal.confirm({
      title: MSG.deleteConfirm,
      content: `删除「${item.title}」后，${showCompany ? `${item.company_name}将` : '企业将'}不再看到这条通知。`,
      okText: '删除',
      // The confirm renders outside the page's ConfigProvider: keep the two-character labels unspaced here too.
      okButtonProps: { danger: true, autoInsertSpace: false },
      cancelText: '取消',
      cancelButtonProps: { autoInsertSpace: false },
      onOk: async () => {
        try {
          const res = await deletePolicyNotice(item.id);
          void message.success(res.msg || '已删除');
          // The last row of a later page: go back a page rather than show an empty one.
          if (page.items.length === 1 && query.page > 1) void navigate(policyNoticeListHref(path, { ...query, page: query.page - 1 }));
          else refresh();
        } catch {
          // The API client has shown the server's message; the list may have changed meanwhile.
          refresh();
        }
      },
    });
  };

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={s.toolbar}>
        <PolicyNoticeSearch path={path} keyword={query.keyword} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          新增通知
        </Button>
      </div>
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <PolicyNoticeTable
        showCompany={showCompany}
        items={page.items}
        total={page.total}
        page={query.page}
        onPage={(p) => void navigate(policyNoticeListHref(path, { ...query, page: p }))}
        onAction={(action, item) => (action === 'delete' ? remove(item) : acting.open({ action, item }))}
      />
      {adding && (
        <AddPolicyNoticeDialog
          active
          systemType={systemType}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void navigate(policyNoticeListHref(path, {}));
          }}
        />
      )}
      {acting.target?.action === 'follow' && (
        <FollowDialog active item={acting.target.item} showCompany={showCompany} onClose={acting.close} onDone={acting.done} />
      )}
      {acting.target?.action === 'history' && <FollowupsDialog active item={acting.target.item} onClose={acting.close} />}
    </ConfigProvider>
  );
}
