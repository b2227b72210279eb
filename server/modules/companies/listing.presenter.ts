import type { CompanyListing } from '../../../shared/contracts/companies';
import type { ListingRow } from './listing.service';

/** The listing for the staff's form: the stored fields, categories as the comma list the settle-in form sends. */
export function presentListing(r: ListingRow, categories: CompanyListing['categories']): CompanyListing {
  return {
    id: r.id,
    shop_name: r.name,
    cat_id: r.categoryIds.join(','),
    address: r.address,
    domain: r.domain,
    shop_logo: r.logo,
    listed: r.listed,
    categories,
  };
}
