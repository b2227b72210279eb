import { ToneTag } from '~/components/ToneTag';

/** 成功 / 失败 with AA-contrast colours. */
export function ResultTag({ success }: { success: boolean }) {
  return <ToneTag tone={success ? 'ok' : 'bad'}>{success ? '成功' : '失败'}</ToneTag>;
}
