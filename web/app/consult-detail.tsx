import { DetailPage, type DetailKind } from '~/components/DetailPage';
import { ItemDetail, type ItemDetailProps } from '~/components/ItemDetail';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import type { ConsultationSubject } from '~/features/consultations/open-consultation';

/**
 * What a detail page shows of its item: what a consultation is about, and ItemDetail's summary; `action`, when given,
 * puts a consultation button beside the facts ('' for its default label 我要咨询).
 */
export type ConsultView = {
  subject: ConsultationSubject;
  detail: Omit<ItemDetailProps, 'action' | 'html' | 'contentHeading'> & { action?: string };
};

/**
 * A public detail route's page (a service, a training, a room, a company): the item in ItemDetail on its DetailPage,
 * its rich text (`content`) under `heading`, and the invitation band's 在线咨询 about the same subject.
 */
export function consultDetail<T extends { content: string }>(kind: DetailKind, heading: string, view: (item: T) => ConsultView) {
  return function ConsultDetail({ loaderData }: { loaderData: T }) {
    const { subject, detail } = view(loaderData);
    const { action, ...summary } = detail;
    const button = action === undefined ? undefined : <ConsultationButton subject={subject} label={action || undefined} />;
    return (
      <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
        <ItemDetail {...summary} action={button} html={loaderData.content} contentHeading={heading} />
      </DetailPage>
    );
  };
}
