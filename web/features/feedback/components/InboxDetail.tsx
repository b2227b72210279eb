import { useEffect, useState } from 'react';
import type { FeedbackAdminItem } from '@shared/contracts/feedback';
import { StateTag } from '~/components/StateTag';
import { inboxAgeText, replyStateTone } from '~/components/inbox-state';
import { fetchFeedbackDetail } from '../api/feedback-calls';
import { FeedbackDetail } from './FeedbackDetail';
import { ReplyForm } from './ReplyForm';

type Props = { id: number | null; onClose: () => void; onReplied: () => void };

/** A request opened from the inbox: read fresh (feedback_detail), with the company's facts, its age and the reply form. */
export function InboxDetail({ id, onClose, onReplied }: Props) {
  const [item, setItem] = useState<FeedbackAdminItem | null>(null);

  useEffect(() => {
    setItem(null);
    if (id === null) return;
    let live = true;
    fetchFeedbackDetail(id)
      .then((d) => live && setItem(d))
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [id, onClose]);

  const age = item ? inboxAgeText(item) : null;
  return (
    <FeedbackDetail
      open={id !== null}
      item={item}
      loading
      onClose={onClose}
      pendingText="尚未答复：请在下方填写平台反馈，企业将在服务记录中看到。"
      facts={
        item && age
          ? [
              { label: '企业', value: item.company_name },
              { label: '联系人', value: `${item.people_name} ${item.mobile}` },
              {
                label: '答复时效',
                value: (
                  <>
                    <StateTag tone={replyStateTone(item.reply_state)} text={item.reply_state_name} /> {age.age}，{age.due}
                    {item.handled_by_name ? `（${item.handled_by_name}）` : ''}
                  </>
                ),
              },
            ]
          : []
      }
    >
      {item && <ReplyForm key={`${item.id}-${item.reply_time}`} item={item} onReplied={onReplied} />}
    </FeedbackDetail>
  );
}
