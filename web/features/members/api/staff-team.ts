import type { CallBody } from '@shared/calls/define';
import * as membersCalls from '@shared/calls/members';
import { api } from '~/lib/api';

/** Park operations' calls on a company's team (the 企业列表 detail). */
export const staffTeamApi = {
  load: (shopId: number) => api(membersCalls.shopMembers, { shop_id: shopId }),
  saveContact: (body: CallBody<typeof membersCalls.shopContactSave>) => api(membersCalls.shopContactSave, body),
  setOwner: (shopId: number, id: number) => api(membersCalls.shopOwnerSet, { shop_id: shopId, id }),
};
