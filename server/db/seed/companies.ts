import type { Db } from '../client';
import { companies, companyMembers, shopCategories, users } from '../schema/index';
import { MemberRole } from '../../../shared/auth/member-roles';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { COMPANIES, SHOP_CATEGORIES } from './data/companies';
import { rich } from './html';
import { at, idsByName, need, searchable } from './util';

export type SeededCompany = { id: number; userId: number; name: string; contact: string; mobile: string };

// GB/T 2260 codes of 浙江省 / 杭州市 / 滨江区.
const REGION = {
  provinceCode: 330000,
  cityCode: 330100,
  districtCode: 330108,
  regionText: '浙江省杭州市滨江区',
};
const SAMPLE_DOCS = {
  licensePath: '/demo/docs/license-sample.svg',
  idFrontPath: '/demo/docs/id-front-sample.svg',
  idBackPath: '/demo/docs/id-back-sample.svg',
};

/**
 * Shop categories, then each demo company with its own personal user: a demo account, its 负责人 (issue 30), whose
 * mobile is the company's contact mobile, so the demonstration signs it in by QR nickname or by SMS code.
 */
export async function seedCompanies(db: Db) {
  const cats = await db
    .insert(shopCategories)
    .values(SHOP_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })))
    .returning({ id: shopCategories.id, name: shopCategories.name });
  const catIds = idsByName(cats);

  const owners = await db
    .insert(users)
    .values(
      COMPANIES.map((c, i) => ({
        loginType: LoginType.PERSONAL,
        nickname: c.contact,
        avatar: `/demo/avatars/avatar-${(i % 4) + 1}.svg`,
        phone: c.mobile,
        // Demo accounts: the demonstration QR sign-in may sign in as them (never as a real user).
        demo: true,
      })),
    )
    .returning({ id: users.id, name: users.nickname });
  // Contact names are unique in the data, so rows are matched by name rather than by RETURNING order.
  const ownerIds = idsByName(owners);

  const rows = COMPANIES.map((c) => {
    const applied = at(c.applied);
    const content = rich(c.brief);
    return {
      userId: need(ownerIds, c.contact),
      name: c.name,
      contactName: c.contact,
      mobile: c.mobile,
      categoryIds: c.cats.map((name) => need(catIds, name)),
      ...SAMPLE_DOCS,
      // The sample ID pictures carry no personal data, but the rows read like real consented applications.
      idConsentAt: applied,
      logo: `/demo/logos/${c.key}.svg`,
      ...REGION,
      address: c.address,
      content,
      domain: c.domain,
      status: c.status,
      remark: c.remark ?? '',
      viewCount: c.views,
      reviewedAt: c.status === ShopStatus.REVIEWING ? null : new Date(applied.getTime() + 2 * 86_400_000),
      createdAt: applied,
      ...searchable(c.name, c.cats.join(' '), REGION.regionText, c.address, c.domain),
    };
  });
  const inserted = await db.insert(companies).values(rows).returning({ id: companies.id, name: companies.name });
  const companyIds = idsByName(inserted);
  await db
    .insert(companyMembers)
    .values(COMPANIES.map((c) => ({ companyId: need(companyIds, c.name), userId: need(ownerIds, c.contact), role: MemberRole.OWNER })));
  const byKey = new Map<string, SeededCompany>(
    COMPANIES.map((c) => [
      c.key,
      {
        id: need(companyIds, c.name),
        userId: need(ownerIds, c.contact),
        name: c.name,
        contact: c.contact,
        mobile: c.mobile,
      },
    ]),
  );
  const ids = COMPANIES.map((c) => need(companyIds, c.name));
  return { categories: cats.length, users: owners.length, count: inserted.length, ids, byKey };
}
