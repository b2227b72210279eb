import * as applicationsCalls from '@shared/calls/applications';
import { api } from '~/lib/api';

/** delete_id_photos from the browser: the server's message and the park date of the deletion; failures are shown by the client. */
export async function deleteIdPhotos(id: number): Promise<{ msg: string; date: string }> {
  const res = await api(applicationsCalls.deleteIdPhotos, { id });
  return { msg: res.msg, date: res.data.id_photos_deleted };
}
