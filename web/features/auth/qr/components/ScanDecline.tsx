import { Form } from 'react-router';
import { Button } from '~/components/Button';
import s from './scan.module.css';

/** 不是我，取消登录: the phone declines and the computer's code ends. A plain form post, JavaScript or not. */
export function ScanDecline({ sign, disabled }: { sign: string; disabled?: boolean }) {
  return (
    <Form method="post" replace>
      <input type="hidden" name="sign" value={sign} />
      <Button type="submit" name="intent" value="cancel" size="large" block className={s.big} disabled={disabled}>
        不是我，取消登录
      </Button>
    </Form>
  );
}
