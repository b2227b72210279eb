import type { CompanyListing } from '../../../shared/contracts/companies';
import { listingAuditView, type ListingRow } from './listing.service';

/** The listing for the staff's form: the stored fields as the audit keeps them (categories as the comma list the settle-in form sends). */
export function presentListing(r: ListingRow, categories: CompanyListing['categories']): CompanyListing {
  return { id: r.id, ...listingAuditView(r), categories };
}
