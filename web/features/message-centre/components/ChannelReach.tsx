import { Link } from 'react-router';
import type { MessageSettings } from '@shared/contracts/message-centre';
import { paths } from '~/config/paths';
import { bindable, channelReach, reachId } from '../settings-view';
import s from './MessageSettings.module.css';

/** Per channel, where it reaches the person (短信：138****5678, 未绑定手机号 with 去绑定, or 园区未开通). */
export function ChannelReach({ channels }: { channels: MessageSettings['channels'] }) {
  return (
    <ul className={s.reach} aria-label="接收方式">
      {channels.map((c) => {
        const reaches = c.configured === 1 && c.address !== '';
        return (
          <li key={c.channel} id={reachId(c.channel)}>
            <span className={s.channel}>{c.name}：</span>
            <span className={reaches ? s.address : s.muted}>{channelReach(c)}</span>
            {bindable(c) && (
              <Link to={paths.personal.account} className={s.bind}>
                去绑定
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
