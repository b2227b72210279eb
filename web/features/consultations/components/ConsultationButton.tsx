import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/Button';
import { LazyAntd, lazyAntd, useLazyPart } from '~/components/LazyAntd';
import { paths } from '~/config/paths';
import { toast } from '~/lib/notify';
import { useRootData } from '~/lib/root-data';
import { CONSULT_ACTION, openConsultation, type ConsultationSubject } from '../open-consultation';

// The dialog (antd's Modal and inputs, the form's contract, zod) and antd's providers are chunks of their own:
// public pages load them only when someone signed in asks.
const { Component: ConsultationDialog, load } = lazyAntd(() => import('./ConsultationDialog').then((m) => m.ConsultationDialog));

const LOGIN_DELAY_MS = 1000;

type Props = {
  subject: ConsultationSubject;
  label?: string;
  /** On the blue detail banner the button is white. */
  onDark?: boolean;
  size?: 'middle' | 'large';
  /** Home (spec §5): a visitor is also taken to /login after 1 s. */
  loginRedirect?: boolean;
};

/** 我要咨询: opens the consultation dialog for a signed-in user, otherwise says '请登录'. */
export function ConsultationButton({ subject, label = CONSULT_ACTION, onDark = false, size = 'large', loginRedirect = false }: Props) {
  const navigate = useNavigate();
  const { user } = useRootData();
  const dialog = useLazyPart<'dialog'>(load);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    const outcome = openConsultation(user !== null);
    if (outcome.kind === 'login-required') {
      toast.warning(outcome.text);
      if (loginRedirect) setTimeout(() => void navigate(paths.login), LOGIN_DELAY_MS);
      return;
    }
    dialog.open('dialog', () => setOpen(true));
  };
  // Warm the chunks when a signed-in user points at the button.
  const prefetch = user ? dialog.prefetch : undefined;

  return (
    <>
      <Button
        variant={onDark ? 'default' : 'primary'}
        size={size}
        loading={dialog.loading !== null}
        onClick={onClick}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {dialog.mounted && (
        <LazyAntd>
          <ConsultationDialog open={open} subject={subject} onClose={() => setOpen(false)} />
        </LazyAntd>
      )}
    </>
  );
}
