import { App, Button } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { fetchUserInfo } from '../api/userinfo';
import { applyHref, applyStep } from '../apply';

const LOGIN_DELAY_MS = 1000;

/** 立即申请 / 申请入驻 on home and /company (spec §5). */
export function ApplyButton({ label = '立即申请入驻', size = 'large' }: { label?: string; size?: 'middle' | 'large' }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useRootData();
  const [busy, setBusy] = useState(false);
  const onClick = async (e: MouseEvent) => {
    e.preventDefault();
    if (busy) return;
    let current = user;
    if (user) {
      // The application may have been reviewed since the page loaded; an ended session is reported by the client.
      setBusy(true);
      current = await fetchUserInfo().catch(() => null);
      setBusy(false);
      if (!current) return;
    }
    const step = applyStep(current);
    if (step.kind === 'go') return void navigate(step.to);
    if (step.kind === 'rejected') {
      modal.warning({ title: '入驻申请未通过', content: step.text, okText: '重新申请', onOk: () => void navigate(step.reapplyTo) });
      return;
    }
    void message[step.level](step.text);
    const then = step.then;
    if (then) setTimeout(() => void navigate(then), LOGIN_DELAY_MS);
  };
  return (
    <Button type="primary" size={size} href={applyHref(applyStep(user))} loading={busy ? { delay: 300 } : false} onClick={(e) => void onClick(e)}>
      {label}
    </Button>
  );
}
