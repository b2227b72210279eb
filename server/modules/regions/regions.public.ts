/** What other modules use of regions (issue 28: modules meet only through a named public file). */
export { resolveRegion } from './regions.service';
