import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import type { BookingAdminItem } from '@shared/contracts/bookings';
import { Code } from '@shared/envelope';
import { NoteField, useNote } from '~/components/NoteField';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { bookingsAdminApi } from '../api/bookings-admin';
import { BookingFacts } from './BookingFacts';
import s from './BookingsAdmin.module.css';

type Props = {
  booking: BookingAdminItem;
  /** After a decision, or a refusal saying it was decided elsewhere (the lists reload either way). */
  onDone: () => void;
};

/**
 * 通过 / 不通过 a pending booking, with a remark the company reads (a refusal's reason); the server's message said
 * on success. A refusal because someone decided it meanwhile still reloads the page.
 */
export function ReviewBox({ booking, onDone }: Props) {
  const { message } = App.useApp();
  const remark = useNote();
  const [sending, setSending] = useState<'pass' | 'refuse' | null>(null);
  const id = `booking-${booking.id}-review`;

  const decide = async (pass: boolean) => {
    setSending(pass ? 'pass' : 'refuse');
    try {
      const res = await bookingsAdminApi.review(booking.id, pass, remark.text.trim());
      void message.success(res.msg || (pass ? '已通过' : '已拒绝'), FORM_SUCCESS_SECONDS);
      onDone();
    } catch (err) {
      // The API client has shown the server's message.
      if (err instanceof ApiError && err.code === Code.FAIL) onDone();
    } finally {
      setSending(null);
    }
  };

  return (
    <section className={s.review} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={s.section}>
        审核
      </h3>
      <label htmlFor={id} className={s.noteLabel}>
        审核意见（选填，企业可见）
      </label>
      <NoteField
        id={id}
        rows={3}
        maxLength={200}
        placeholder="不通过时请写明原因"
        {...remark.field}
        errorClassName={s.error}
        wrapClassName={s.counted}
      />
      <div className={s.buttons}>
        <Button danger loading={sending === 'refuse'} disabled={sending !== null} onClick={() => void decide(false)}>
          不通过
        </Button>
        <Button type="primary" loading={sending === 'pass'} disabled={sending !== null} onClick={() => void decide(true)}>
          通过
        </Button>
      </div>
    </section>
  );
}

/** 审核 from the list: the booking's facts and the decision, in a dialog. */
export function ReviewDialog({ booking, onClose, onDone }: { booking: BookingAdminItem; onClose: () => void; onDone: () => void }) {
  return (
    <Modal open title="审核预约" onCancel={onClose} footer={null} width={680} destroyOnHidden>
      <BookingFacts booking={booking} />
      <ReviewBox booking={booking} onDone={onDone} />
    </Modal>
  );
}
