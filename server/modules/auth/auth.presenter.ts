import type { UserInfo } from '../../../shared/contracts/auth';
import type { companies, users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;
type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'status' | 'remark'>;

/** The signed-in user as the spec's userinfo shape; never the password hash or WeChat ids. */
export function presentUser(user: UserRow, company: CompanyRow | null): UserInfo {
  return {
    id: user.id,
    type: user.loginType,
    nickname: user.nickname || user.username || '',
    avatar: user.avatar,
    username: user.username ?? '',
    sign: user.sign,
    shop: company ? { id: company.id, shop_name: company.name, status: company.status, remark: company.remark } : null,
  };
}
