import { PlusOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import { useNavigate } from 'react-router';
import { STAFF_ROLE_LABEL, STAFF_ROLES } from '@shared/auth/staff-roles';
import { STAFF_STATUS_LABEL, StaffStatus, type StaffStatusValue } from '@shared/contracts/staff';
import { FilterLinks, type FilterOption } from '~/components/FilterLinks';
import { ListOutcome } from '~/components/ListOutcome';
import { useRootData } from '~/lib/root-data';
import type { StaffListPage } from '../api/staff.server';
import { staffListHref, type StaffQuery } from '../staff-query';
import { staffPowers } from '../staff-view';
import { PasswordDialog } from './PasswordDialog';
import { RolesDialog } from './RolesDialog';
import admin from '~/components/AdminPage.module.css';
import { StaffFormDrawer } from './StaffFormDrawer';
import { StaffSearch } from './StaffSearch';
import { StaffTable } from './StaffTable';
import { useStaffActions } from './useStaffActions';

type Props = { path: string; query: StaffQuery; page: StaffListPage };

/**
 * /system/staff: search, role and status filters (links), the accounts table (first page from the loader), the
 * drawer to create or edit, the dialog that shows a generated password once, and the roles dialog. What the viewer
 * may press follows the duty table (STAFF_DUTY_TABLE): creating and renaming for the system administrator; roles,
 * passwords, disabling and second factors each by the role that keeps the account's kind.
 */
export function StaffPage({ path, query, page }: Props) {
  const navigate = useNavigate();
  const { user } = useRootData();
  const powers = staffPowers(user);
  const { editing, setEditing, rolesOf, setRolesOf, shown, setShown, refresh, onAction } = useStaffActions();

  const option = (key: string, label: string, q: Partial<StaffQuery>, active: boolean): FilterOption => ({
    key,
    label,
    href: staffListHref(path, { ...query, page: 1, ...q }),
    active,
  });
  const roleOptions = [
    option('all', '全部', { role: null }, query.role === null),
    ...STAFF_ROLES.map((r) => option(r, STAFF_ROLE_LABEL[r], { role: r }, query.role === r)),
  ];
  const statusOptions = [
    option('all', '全部', { status: null }, query.status === null),
    ...([StaffStatus.ENABLED, StaffStatus.DISABLED] as StaffStatusValue[]).map((v) =>
      option(String(v), STAFF_STATUS_LABEL[v], { status: v }, query.status === v),
    ),
  ];

  return (
    // Two-character buttons keep their plain names (编辑, 停用) for people and for assistive technology.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={admin.toolbar}>
        <StaffSearch
          path={path}
          keyword={query.keyword}
          keep={{ role: query.role, status: query.status }}
          clearHref={staffListHref(path, { ...query, keyword: '', page: 1 })}
        />
        {powers.accounts && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建账号
          </Button>
        )}
      </div>
      <FilterLinks
        rows={[
          { label: '角色', options: roleOptions },
          { label: '状态', options: statusOptions },
        ]}
      />
      {!powers.accounts && (
        <p className={admin.summary}>
          新建账号、授予或取消系统管理员角色由系统管理员办理；您可以设置其他角色，停用或启用安全管理员、审计管理员账号并重置其密码，并可重置任何人的动态验证码（其他账号的密码和停用由系统管理员办理）。
        </p>
      )}
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} unit="个账号" />
      <StaffTable
        items={page.items}
        total={page.total}
        page={query.page}
        selfId={user?.id}
        viewerRoles={user?.roles ?? []}
        powers={powers}
        onPage={(p) => void navigate(staffListHref(path, { ...query, page: p }))}
        onAction={onAction}
      />
      <StaffFormDrawer
        target={editing}
        securityHeld={page.securityHeld}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          setEditing(null);
          if (created) setShown({ title: '账号已创建', result: created });
          refresh();
        }}
      />
      {rolesOf && (
        <RolesDialog
          item={rolesOf}
          viewerRoles={user?.roles ?? []}
          onClose={() => setRolesOf(null)}
          onDone={(renewed) => {
            setRolesOf(null);
            if (renewed) setShown({ title: '角色已保存，已生成新密码', result: renewed });
            refresh();
          }}
        />
      )}
      <PasswordDialog shown={shown} onClose={() => setShown(null)} />
    </ConfigProvider>
  );
}
