import { Button } from '~/components/Button';
import { useWechatBind } from './useWechatBind';
import { wechatBindText } from '../wechat-bind';
import s from './AccountPage.module.css';

/** 扫码绑定微信: the button, then the code to scan and what is happening, said in a live line. */
export function WechatBind({ onBound }: { onBound: () => void }) {
  const [state, start] = useWechatBind(onBound);
  const text = wechatBindText(state);
  return (
    <div className={s.wechat}>
      {(state.phase === 'idle' || state.phase === 'ended') && (
        <Button variant="primary" onClick={start}>
          {state.phase === 'ended' ? '重新获取二维码' : '扫码绑定微信'}
        </Button>
      )}
      {state.phase === 'loading' && (
        <div role="img" aria-label="正在获取二维码" className={s.qrPlaceholder}>
          <span className={s.qrPulse} />
        </div>
      )}
      {state.phase === 'waiting' && <img src={state.image} alt="绑定微信二维码" width={200} height={200} className={s.qr} />}
      <p role="status" className={state.phase === 'ended' ? s.problem : s.muted}>
        {text}
      </p>
    </div>
  );
}
