import { data, useRevalidator } from 'react-router';
import { SMS_MSG } from '@shared/auth/sms-code';
import * as authCalls from '@shared/calls/auth';
import { Code } from '@shared/envelope';
import { paths } from '~/config/paths';
import { loadAccountLinks } from '~/features/auth/account/api/account.server';
import { AccountPage } from '~/features/auth/account/components/AccountPage';
import { freshCaptcha, readSmsSubmit, sendSmsCode } from '~/features/auth/sms/api/sms.server';
import { SmsCodeForm } from '~/features/auth/sms/components/SmsCodeForm';
import { isSmsAnswer, refusal, SMS_INTENT, type SmsAnswer } from '~/features/auth/sms/sms-form';
import { feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/account';

/** The SMS form's submit on this page. */
const BIND = 'bind';

/** The ways this person signs in (account_links); the personal layout has already sent visitors to /login. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadAccountLinks(context);
}

/**
 * The SMS form posts here (issue 30): `sms_code` asks for a code with purpose bind (the caller's own account, by
 * the session), `captcha` a fresh picture check, `bind` binds the mobile with the code (bind_phone in process).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === SMS_INTENT.send) return data<SmsAnswer>(await sendSmsCode(context, form, 'bind'));
  if (intent === SMS_INTENT.captcha) return data<SmsAnswer>(await freshCaptcha(context, form));
  const read = readSmsSubmit(form, BIND);
  if ('intent' in read) return data<SmsAnswer>(read);
  const res = await context.api(authCalls.bindPhone, read);
  if (res.code !== Code.OK) return data<SmsAnswer>(refusal(BIND, read.phone, res.msg));
  return data<SmsAnswer>({ intent: BIND, phone: read.phone, errors: {}, done: true });
}

export const meta = metaOf('账号绑定 - 个人中心', '绑定手机号和微信，用短信验证码或微信扫码登录同一个账号。');

export default function PersonalAccount({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <AccountPage
      data={loaderData}
      phoneForm={
        <SmsCodeForm
          action={paths.personal.account}
          submitIntent={BIND}
          submitLabel="绑定"
          initial={isSmsAnswer(actionData) ? actionData : undefined}
          // The action's answer reloads the page's data: the bound mobile replaces the form.
          onDone={() => feedback().notice('success', SMS_MSG.phoneBound, FORM_SUCCESS_SECONDS)}
          label="绑定手机号"
        />
      }
      onWechatBound={() => {
        feedback().notice('success', SMS_MSG.wechatBound, FORM_SUCCESS_SECONDS);
        void revalidator.revalidate();
      }}
    />
  );
}
