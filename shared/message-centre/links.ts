/**
 * The pages a message leads to (issue 32), said once for the server that writes messages; web/config/paths.ts names
 * the same pages for the router (web/features/message-centre/links.test.ts keeps the two in step).
 */
export const MESSAGE_LINKS = {
  companyInfo: '/companyinfo',
  personal: '/personal',
  myQuestions: '/my_question',
  serviceList: '/service_list',
  policyNotices: '/policy_notice',
  roomPrice: '/room_price',
  servicePrice: '/service_price',
  staffApplications: '/system/applylist',
  staffQuestions: '/system/questions',
  staffFeedback: '/system/feedback',
  roomBooking: '/room_booking',
  staffBookings: '/system/bookings',
} as const;
