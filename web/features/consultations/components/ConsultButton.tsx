import { App, Button } from 'antd';
import { useRootData } from '~/lib/root-data';
import { openConsultation, type ConsultSubject } from '../open-consultation';

/** 我要咨询: the entry to the consultation dialog. */
type Props = { subject: ConsultSubject; label?: string; onDark?: boolean };

export function ConsultButton({ subject, label = '我要咨询', onDark = false }: Props) {
  const { message } = App.useApp();
  const { user } = useRootData();
  const onClick = () => {
    const outcome = openConsultation(subject, user !== null);
    if (outcome.kind === 'login-required') void message.warning(outcome.text);
    else void message.info(outcome.text);
  };
  return (
    <Button type={onDark ? 'default' : 'primary'} size="large" onClick={onClick}>
      {label}
    </Button>
  );
}
