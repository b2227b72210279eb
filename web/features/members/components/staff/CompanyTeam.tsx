import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { Member, staffMembersData } from '@shared/contracts/members';
import { MemberRole } from '@shared/auth/member-roles';
import { useConfirmedCall } from '~/components/useConfirmedCall';
import { ApiError } from '~/lib/api';
import type { z } from 'zod';
import { staffTeamApi } from '../../api/staff-team';
import { staffContactBody } from '../../members-check';
import { ContactCard } from '../ContactCard';
import { ContactDialog } from '../ContactDialog';
import { invitationColumns, memberColumns } from '../member-columns';
import s from '../Members.module.css';
import { TeamTable } from '../TeamTable';
import { RowButton } from '~/components/RowButton';

type Team = z.infer<typeof staffMembersData>;

/** What the staff are told before changing a company's 负责人. */
export const OWNER_SET_NOTE = '更换负责人须有企业的书面申请（加盖公章），操作记入审计日志；原负责人将成为经办人。';

/**
 * 成员与联系人 of one settled company in the back office's 企业列表 (issue 30): its contacts (park operations may
 * correct them), its members with their roles (设为负责人 on the company's written request), and its open
 * invitations. Read when the company's detail opens; both changes are audited by the server (old → new).
 */
export function CompanyTeam({ shopId, shopName }: { shopId: number; shopName: string }) {
  const [team, setTeam] = useState<Team | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState(false);
  const confirmed = useConfirmedCall();
  useEffect(() => {
    let live = true;
    setError(null);
    staffTeamApi.load(shopId).then(
      (res) => live && setTeam(res.data),
      (err: unknown) => live && setError(err instanceof ApiError ? err.message : '加载失败'),
    );
    return () => {
      live = false;
    };
  }, [shopId, round]);
  const reload = () => setRound((n) => n + 1);

  const setOwner = (m: Member) =>
    confirmed({
      title: `将「${m.nickname || m.phone}」设为「${shopName}」的负责人？`,
      content: OWNER_SET_NOTE,
      okText: '设为负责人',
      danger: true,
      call: () => staffTeamApi.setOwner(shopId, m.id),
      after: reload,
    });

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error}
        role="alert"
        action={
          <Button size="small" onClick={reload}>
            重试
          </Button>
        }
      />
    );
  if (!team) return <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />;

  const memberCols = memberColumns({
    width: 110,
    render: (m) =>
      m.role === MemberRole.OWNER ? null : (
        <RowButton onClick={() => setOwner(m)} aria-label={`将「${m.nickname}」设为负责人`}>
          设为负责人
        </RowButton>
      ),
  });
  return (
    <div data-testid="company-team">
      <ContactCard
        level={3}
        contact={team.contact}
        onEdit={() => setEditing(true)}
        note="到期提醒发送给该企业的财务成员，没有财务时发送给负责人。"
      />
      <section className={s.section} aria-labelledby={`team-members-${shopId}`}>
        <div className={s.head}>
          <h3 className={s.title} id={`team-members-${shopId}`}>
            企业成员<span className={s.count}>共 {team.members.length} 人</span>
          </h3>
        </div>
        <p className={s.note}>{OWNER_SET_NOTE}</p>
        <TeamTable<Member> columns={memberCols} items={team.members} empty="暂无成员" label="企业成员" />
      </section>
      <section className={s.section} aria-labelledby={`team-invitations-${shopId}`}>
        <div className={s.head}>
          <h3 className={s.title} id={`team-invitations-${shopId}`}>
            待接受的邀请<span className={s.count}>共 {team.invitations.length} 条</span>
          </h3>
        </div>
        <TeamTable columns={invitationColumns()} items={team.invitations} empty="暂无待接受的邀请" label="待接受的邀请" />
      </section>
      {editing && (
        <ContactDialog
          saved={team.contact}
          note="根据企业的要求修改联系人，操作记入审计日志。"
          save={(v) => {
            const checked = staffContactBody(shopId, v);
            return checked.ok ? { call: () => staffTeamApi.saveContact(checked.body) } : { errors: checked.errors };
          }}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
