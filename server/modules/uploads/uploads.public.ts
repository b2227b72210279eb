/** What other modules use of uploads (issue 28: modules meet only through a named public file): owning, attaching, quotas and purging. */
export {
  attachStaffImages,
  checkDailyQuota,
  detachUploads,
  fileUploadId,
  multipartFile,
  ownedUpload,
  purgeAbandonedUploads,
  removeUploads,
} from './uploads.service';
