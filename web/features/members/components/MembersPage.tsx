import { useState } from 'react';
import { memberRoleName } from '@shared/auth/member-roles';
import type { Invitation, Member } from '@shared/contracts/members';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { PlusIcon } from '~/components/icons/outlined';
import { LazyAntd, lazyAntd, useLazyPart } from '~/components/LazyAntd';
import { LoadError } from '~/components/LoadError';
import { RowButton } from '~/components/RowButton';
import { SettleFirst } from '~/components/SettleFirst';
import type { MembersLoad } from '../api/members.server';
import { managesTeam, rowActions } from '../members-view';
import { ContactCard } from './ContactCard';
import { invitationColumns, memberColumns } from './member-columns';
import s from './Members.module.css';
import { teamActions } from './team-actions';
import type { TeamDialog } from './TeamDialogs';
import { TeamTable } from './TeamTable';

// The three form dialogs are antd's: a chunk of their own with antd's providers, loaded at the first click (issue 34).
const { Component: TeamDialogs, load: loadDialogs } = lazyAntd(() => import('./TeamDialogs').then((m) => m.TeamDialogs));

type Props = {
  data: MembersLoad;
  /** Something changed: read the page (and the viewer's role, which decides the menu) again. */
  onChanged: () => void;
  /** The viewer left the company: off to the personal centre, as someone in no company. */
  onLeft: () => void;
};

/**
 * /members (成员管理, issue 30): the members and open invitations, every member sees them; the 负责人 invites,
 * changes roles, removes and passes ownership; everyone may leave. Below, the company's contacts, edited by the
 * 负责人 (a new mobile confirmed by a code).
 */
export function MembersPage({ data, onChanged, onLeft }: Props) {
  if (!data.ok) {
    if (data.error === MSG.settleFirst)
      return <SettleFirst msg={data.error} description="入驻园区后，负责人可在此邀请同事加入企业，并分配财务、经办人等角色。" />;
    return <LoadError msg={data.error} />;
  }
  return <Team data={data} onChanged={onChanged} onLeft={onLeft} />;
}

function Team({ data, onChanged, onLeft }: Props & { data: Extract<MembersLoad, { ok: true }> }) {
  const { team, contact, contactError } = data;
  const manager = managesTeam(team.my_role);
  const [dialog, setDialog] = useState<TeamDialog>(null);
  const dialogs = useLazyPart<string>(loadDialogs);
  const open = (next: NonNullable<TeamDialog>, key: string) => dialogs.open(key, () => setDialog(next));
  const actions = teamActions({ onChanged, onLeft });
  const done = () => {
    setDialog(null);
    onChanged();
  };

  const memberCols = memberColumns(
    manager
      ? {
          width: 230,
          render: (m: Member) => {
            const may = rowActions(m, team.my_role);
            return (
              <>
                {may.changeRole && (
                  <RowButton
                    onClick={() => open({ kind: 'role', member: m }, `role-${m.id}`)}
                    onPointerEnter={dialogs.prefetch}
                    loading={dialogs.loading === `role-${m.id}`}
                    aria-label={`修改角色：${m.nickname}`}
                  >
                    修改角色
                  </RowButton>
                )}
                {may.transfer && (
                  <RowButton onClick={() => actions.transfer(m)} aria-label={`转让负责人：${m.nickname}`}>
                    转让负责人
                  </RowButton>
                )}
                {may.remove && (
                  <RowButton danger onClick={() => actions.remove(m)} aria-label={`移除「${m.nickname}」`}>
                    移除
                  </RowButton>
                )}
              </>
            );
          },
        }
      : undefined,
  );
  const invitationCols = invitationColumns(
    manager
      ? {
          width: 90,
          render: (i: Invitation) => (
            <RowButton danger onClick={() => actions.cancelInvitation(i.phone, i.id)} aria-label={`撤回对 ${i.phone} 的邀请`}>
              撤回
            </RowButton>
          ),
        }
      : undefined,
  );

  return (
    <>
      <section className={s.section} aria-labelledby="members-title">
        <div className={s.head}>
          <h2 className={s.title} id="members-title">
            企业成员<span className={s.count}>共 {team.members.length} 人</span>
          </h2>
          <div className={s.tools}>
            {manager && (
              <Button
                variant="primary"
                icon={<PlusIcon />}
                loading={dialogs.loading === 'invite'}
                onClick={() => open({ kind: 'invite' }, 'invite')}
                onPointerEnter={dialogs.prefetch}
                onFocus={dialogs.prefetch}
              >
                邀请成员
              </Button>
            )}
            <Button onClick={actions.leave}>退出企业</Button>
          </div>
        </div>
        <p className={s.note}>
          您的角色：{memberRoleName(team.my_role) || '—'}
          。负责人管理成员与企业联系人；财务办理房屋费用、服务费用与缴费；经办人办理企业服务、政策通知与企业简介。
        </p>
        <TeamTable<Member> columns={memberCols} items={team.members} empty="暂无成员" label="企业成员" />
      </section>

      <section className={s.section} aria-labelledby="invitations-title">
        <div className={s.head}>
          <h2 className={s.title} id="invitations-title">
            待接受的邀请<span className={s.count}>共 {team.invitations.length} 条</span>
          </h2>
        </div>
        <TeamTable<Invitation> columns={invitationCols} items={team.invitations} empty="暂无待接受的邀请" label="待接受的邀请" />
      </section>

      <ContactCard
        contact={contact}
        error={contactError}
        onEdit={manager ? () => open({ kind: 'contact' }, 'contact') : undefined}
        note="园区的通知与联系使用以下信息；租金、服务费到期提醒发送给财务成员，没有财务时发送给负责人。"
      />

      {dialogs.mounted && (
        <LazyAntd>
          <TeamDialogs dialog={dialog} contact={contact} onClose={() => setDialog(null)} onDone={done} />
        </LazyAntd>
      )}
    </>
  );
}
