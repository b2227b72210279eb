/** What other modules use of billing (issue 28: modules meet only through a named public file): rooms' occupancy follows the leases. */
export { syncOccupancy } from './billing.service';
