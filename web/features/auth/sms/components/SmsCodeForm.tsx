import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { SMS_CODE_LENGTH, SMS_MSG } from '@shared/auth/sms-code';
import { MOBILE_LENGTH } from '@shared/constants';
import { Button } from '~/components/Button';
import { Callout } from '~/components/Callout';
import { errorIdOf, FormField, hintIdOf } from '~/components/FormField';
import { Input } from '~/components/Input';
import {
  checkCode,
  checkPhone,
  demoCodeText,
  isSmsAnswer,
  mergeAnswer,
  sendLabel,
  SMS_FIELDS,
  SMS_INTENT,
  viewOf,
  type SmsAnswer,
  type SmsField,
  type SmsFieldErrors,
  type SmsView,
} from '../sms-form';
import { useCountdown } from './useCountdown';
import s from './SmsCodeForm.module.css';

/** Said when the action answered something else than the form's answer (a refused origin, a page error). */
export const SMS_UNANSWERED = '请求未完成，请刷新页面后重试';
/** 演示模式, before a code is sent. */
export const DEMO_HINT = '演示模式：不发送短信，验证码将显示在本页。';
/** Why the picture check appeared. */
export const CAPTCHA_HINT = '为防止滥发短信，请输入图中字符后再获取验证码。';

type Props = {
  /** The route whose action answers the form (and its plain post without JavaScript). */
  action: string;
  /** The page's own submit: its intent (the action's) and its words. */
  submitIntent: string;
  submitLabel: string;
  /** 演示模式: no SMS is sent, the code comes back with the answer and is shown here. */
  demo?: boolean;
  /** The answer the server drew the page with (a post without JavaScript). */
  initial?: SmsAnswer;
  /** Called once when the submit went through. */
  onDone?: (phone: string) => void;
  /** The accessible name of the form. */
  label: string;
};

const noSubscription = () => () => undefined;
/** False while the server's HTML is hydrated (so it matches), true once the page runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Phone, 获取验证码 with its countdown, the picture check when the server asks for it, the code, and the page's
 * submit (登录 on /login, 绑定 on 账号绑定): one form for both (issue 30). It posts to the route's action, through a
 * fetcher when the page runs (checked here first with the server's own messages), as a plain form without JavaScript.
 */
export function SmsCodeForm({ action, submitIntent, submitLabel, demo = false, initial, onDone, label }: Props) {
  const fetcher = useFetcher<unknown>();
  const hydrated = useHydrated();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [view, setView] = useState<SmsView>(() => viewOf(initial));
  const countdown = useCountdown();
  const done = useRef(onDone);
  done.current = onDone;
  // The field to focus once the answer is drawn (the picture check's field appears with the answer).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    fieldOf(formRef.current, focusNext.current)?.focus();
    focusNext.current = null;
  });

  // Each answer of the action (a new object per submission) is merged in once.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer === undefined) return;
    if (!isSmsAnswer(answer)) return setView((v) => ({ ...v, errors: {}, formError: SMS_UNANSWERED }));
    setView((v) => mergeAnswer(v, answer));
    if (answer.intent === SMS_INTENT.send && answer.sent) {
      countdown.start(answer.sent.resendIn);
      focusNext.current = SMS_FIELDS.code;
    } else if (answer.intent === SMS_INTENT.send && answer.captcha) focusNext.current = SMS_FIELDS.captcha;
    else focusNext.current = firstError(answer.errors);
    if (answer.done) done.current?.(answer.phone);
  }, [answer]);

  const pending = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  const sending = pending === SMS_INTENT.send;
  const refreshing = pending === SMS_INTENT.captcha;
  const submitting = pending === submitIntent || view.done;

  const show = (errors: SmsFieldErrors) => {
    setView((v) => ({ ...v, errors, formError: undefined }));
    focusNext.current = firstError(errors);
  };
  const post = (intent: string) => {
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    body.set('intent', intent);
    void fetcher.submit(body, { method: 'post', action });
  };
  const valueOf = (name: string) => fieldOf(formRef.current, name)?.value ?? '';

  const onSend = () => {
    const phone = checkPhone(valueOf(SMS_FIELDS.phone));
    const captcha = view.captcha && !valueOf(SMS_FIELDS.captcha).trim() ? SMS_MSG.captchaRequired : undefined;
    if (phone || captcha) return show({ phone, captcha });
    setView((v) => ({ ...v, errors: {}, formError: undefined }));
    post(SMS_INTENT.send);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const errors = { phone: checkPhone(valueOf(SMS_FIELDS.phone)), code: checkCode(valueOf(SMS_FIELDS.code)) };
    if (errors.phone || errors.code) return show(errors);
    post(submitIntent);
  };

  const { errors, sent, captcha } = view;
  const ids = { phone: `${id}-phone`, code: `${id}-code`, captcha: `${id}-captcha` };
  const describedBy = (field: SmsField, hint = false) => (errors[field] ? errorIdOf(ids[field]) : hint ? hintIdOf(ids[field]) : undefined);
  // Without JavaScript the two extra buttons are submit buttons of their own intents; with it, plain buttons, so
  // Enter in a field always means the page's submit.
  const extra = (intent: string) => (hydrated ? { type: 'button' as const } : { type: 'submit' as const, name: 'intent', value: intent });
  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} className={s.form} aria-label={label}>
      {hydrated && <input type="hidden" name={SMS_FIELDS.js} value="1" />}
      {view.formError && <Callout type="error" title={view.formError} />}
      <FormField id={ids.phone} label="手机号" required error={errors.phone} hint={demo && !sent ? DEMO_HINT : undefined} classes={s}>
        <div className={s.row}>
          <Input
            id={ids.phone}
            name={SMS_FIELDS.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            placeholder="11 位手机号"
            required
            defaultValue={initial?.phone}
            invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone', demo && !sent)}
          />
          <Button
            {...extra(SMS_INTENT.send)}
            size="large"
            className={s.send}
            onClick={hydrated ? onSend : undefined}
            loading={sending}
            disabled={countdown.left > 0}
          >
            {sendLabel(countdown.left, Boolean(sent))}
          </Button>
        </div>
      </FormField>
      {captcha && (
        <FormField id={ids.captcha} label="图形验证码" required error={errors.captcha} hint={CAPTCHA_HINT} classes={s}>
          <div className={s.row}>
            <Input
              id={ids.captcha}
              name={SMS_FIELDS.captcha}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={10}
              required
              invalid={Boolean(errors.captcha)}
              aria-describedby={describedBy('captcha', true)}
            />
            <img src={captcha.image} alt="图形验证码，看不清可换一张" width={120} height={40} className={s.captcha} />
            <Button
              {...extra(SMS_INTENT.captcha)}
              variant="link"
              className={s.refresh}
              onClick={hydrated ? () => post(SMS_INTENT.captcha) : undefined}
              loading={refreshing}
            >
              换一张
            </Button>
          </div>
          <input type="hidden" name={SMS_FIELDS.captchaId} value={captcha.id} />
        </FormField>
      )}
      <p className={sent ? (sent.demoCode ? s.demoCode : s.sent) : 'visually-hidden'} role="status">
        {sent && (sent.demoCode ? <DemoCode code={sent.demoCode} /> : SMS_MSG.sent)}
      </p>
      <FormField id={ids.code} label="验证码" required error={errors.code} classes={s}>
        <Input
          id={ids.code}
          name={SMS_FIELDS.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder={`${SMS_CODE_LENGTH} 位数字`}
          required
          invalid={Boolean(errors.code)}
          aria-describedby={describedBy('code')}
        />
      </FormField>
      <Button type="submit" name="intent" value={submitIntent} variant="primary" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}

/** 演示模式's line (demoCodeText), the code itself set apart. */
function DemoCode({ code }: { code: string }) {
  const [before, after] = demoCodeText(code).split(code);
  return (
    <>
      {before}
      <strong className={s.code}>{code}</strong>
      {after}
    </>
  );
}

const fieldOf = (form: HTMLFormElement | null, name: string) => {
  const el = form?.elements.namedItem(name);
  return el instanceof HTMLInputElement ? el : null;
};

/** The first field with a message, to be focused so it is read out with its message. */
function firstError(errors: SmsFieldErrors): string | null {
  const first = (['phone', 'captcha', 'code'] as const).find((f) => errors[f]);
  return first ? SMS_FIELDS[first] : null;
}
