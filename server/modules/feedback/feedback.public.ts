/** What other modules use of feedback (issue 28: modules meet only through a named public file): the inbox backlog. */
export { feedbackBacklog, feedbackDueUntold } from './feedback.service';
