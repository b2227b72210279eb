import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, ButtonContent, useDelayedBusy } from '~/components/Button';
import { confirmDialog, toast } from '~/lib/notify';
import { useRootData } from '~/lib/root-data';
import { fetchUserInfo } from '../api/userinfo';
import { applyHref, applyStep } from '../apply';

const LOGIN_DELAY_MS = 1000;
/** A quick answer shows no spinner. */
const BUSY_DELAY_MS = 300;

/** 立即申请 / 申请入驻 on home and /company (spec §5). A link to where it leads for visitors without JavaScript. */
export function ApplyButton({ label = '立即申请入驻', size = 'large' }: { label?: string; size?: 'middle' | 'large' }) {
  const navigate = useNavigate();
  const { user } = useRootData();
  const [busy, setBusy] = useState(false);
  const spinning = useDelayedBusy(busy, BUSY_DELAY_MS);
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
      confirmDialog({ title: '入驻申请未通过', content: step.text, okText: '重新申请', onOk: () => void navigate(step.reapplyTo) });
      return;
    }
    toast[step.level](step.text);
    const then = step.then;
    if (then) setTimeout(() => void navigate(then), LOGIN_DELAY_MS);
  };
  return (
    <a
      href={applyHref(applyStep(user))}
      className={buttonClass({ variant: 'primary', size })}
      aria-busy={spinning || undefined}
      onClick={(e) => void onClick(e)}
    >
      <ButtonContent loading={spinning}>{label}</ButtonContent>
    </a>
  );
}
