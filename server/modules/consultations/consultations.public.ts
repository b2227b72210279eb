/** What other modules use of consultations (issue 28: modules meet only through a named public file): the inbox backlog. */
export { consultationBacklog, consultationsDueUntold } from './consultations.service';
