import type { FeedbackItem } from '@shared/contracts/feedback';
import { Button } from '~/components/Button';
import { StateTag } from '~/components/StateTag';
import { statusTone } from '../feedback-view';
import s from './Feedback.module.css';
import { PictureIcon } from '~/components/icons/outlined';
import { EyeIcon } from '~/components/icons/password';

type Props = {
  items: readonly FeedbackItem[];
  onOpen: (item: FeedbackItem) => void;
  /** The pointer rests on (or the keyboard reaches) a 查看详情: the dialog's code may be fetched ahead. */
  onPrefetch?: () => void;
  /** The request whose dialog is being fetched: its button is busy. */
  opening?: number | null;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A company's requests as cards (title, 待处理 / 已完成, time, photos, the gist and the reply's start), each with
 * 查看详情. One list for /service_list (10 a page) and the records dialog of /service (6 a page).
 */
export function FeedbackItems({ items, onOpen, onPrefetch, opening = null, headingLevel: H = 'h3' }: Props) {
  return (
    <ul className={s.list}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={s.card} aria-labelledby={`feedback-${item.id}`}>
            <div className={s.head}>
              <H id={`feedback-${item.id}`} className={s.title}>
                {item.title}
              </H>
              <StateTag tone={statusTone(item.status)} text={item.status_name} className={s.headTag} />
            </div>
            <p className={s.meta}>
              提交时间 {item.createtime}
              {item.file.length > 0 && (
                <>
                  {' · '}
                  <PictureIcon /> {item.file.length} 张照片
                </>
              )}
            </p>
            <p className={s.clip}>{item.content}</p>
            {item.remark && <p className={`${s.replyShort} ${s.clip}`}>平台反馈：{item.remark}</p>}
            <div className={s.cardActions}>
              <Button
                size="small"
                icon={<EyeIcon />}
                loading={opening === item.id}
                onClick={() => onOpen(item)}
                onMouseEnter={onPrefetch}
                onFocus={onPrefetch}
                aria-haspopup="dialog"
                aria-label={`查看详情：${item.title}`}
              >
                查看详情
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
