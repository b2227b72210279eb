import { Modal, Skeleton } from 'antd';
import { CONSULTATION_REPLY_MAX, ConsultationStatus } from '@shared/labels/consultations';
import { SaveButtons } from '~/components/DraftForm';
import { NoteField } from '~/components/NoteField';
import { ConsultationFacts } from './ConsultationFacts';
import s from './Consultations.module.css';
import { useConsultationReply } from './useConsultationReply';

type Props = { id: number | null; onClose: () => void; onReplied: () => void };

/**
 * One consultation for staff: who asked (the whole phone number), what about (a link to the item's public page),
 * the question, its age and state, and the reply form. An answered one shows its answer, which can be corrected.
 */
export function ConsultationReplyDialog({ id, onClose, onReplied }: Props) {
  const { detail, reply, setReply, error, setError, sending, replyId, submit } = useConsultationReply(id, onClose, onReplied);

  const answered = detail?.status === ConsultationStatus.ANSWERED;
  return (
    <Modal open={id !== null} title="咨询详情" onCancel={onClose} width={760} destroyOnHidden footer={null}>
      {!detail ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <ConsultationFacts detail={detail} />
          <form
            className={s.replyForm}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <h3>
              <label htmlFor={replyId}>{answered ? '修改答复' : '答复内容'}</label>
            </h3>
            <p className={s.hint}>
              {answered
                ? '修改后咨询人看到的是新的答复；首次答复的时间和答复人不变。'
                : '提交后状态变为已处理，咨询人可在「我的咨询」中看到答复。'}
            </p>
            <NoteField
              id={replyId}
              error={error}
              errorClassName={s.error}
              errorRole="alert"
              value={reply}
              onChange={(e) => {
                setReply(e.target.value);
                if (error) setError('');
              }}
              rows={5}
              maxLength={CONSULTATION_REPLY_MAX}
              placeholder="请输入答复内容，例如办理方式、联系人和联系电话"
            />
            <SaveButtons sending={sending} onCancel={onClose} cancelText="关闭" className={s.actions}>
              {answered ? '更新答复' : '提交答复'}
            </SaveButtons>
          </form>
        </>
      )}
    </Modal>
  );
}
