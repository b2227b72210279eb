import type { CSSProperties } from 'react';
import type { ApplicationView } from '@shared/contracts/applications';
import { MSG } from '@shared/messages';
import { Callout } from '~/components/Callout';

type Props = {
  application: Pick<ApplicationView, 'id_photos_deleted'>;
  /** True on the re-application form, where new photos can be given again. */
  canReupload?: boolean;
  style?: CSSProperties;
};

/**
 * Tells the applicant that the legal person's ID photos were deleted (end of the retention period after a
 * rejection, or on their request) and when; nothing while they are kept or were never given.
 */
export function IdPhotosDeletedNote({ application, canReupload = false, style }: Props) {
  if (!application.id_photos_deleted) return null;
  return (
    <Callout
      type="info"
      title={MSG.idPhotosDeleted(application.id_photos_deleted)}
      description={canReupload ? '如需重新提供，请勾选同意后重新上传。' : '照片文件已从园区系统中删除，无法恢复。'}
      style={style}
    />
  );
}
