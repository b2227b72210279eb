/** Every Chinese message the spec fixes (§5, §8), written once. */
export const MSG = {
  ok: '操作成功',
  empty: '暂无数据',
  loginRequired: '请登录',
  loginRequiredBang: '请登录！',
  switchToPersonal: '请切换为个人登录！',
  settleFirst: '请先入驻企业',
  reviewing: '正在审核中',
  rejected: (remark: string) => `您的申请被拒绝：${remark}`,
  applySubmitted: '申请已提交，正在审核中',
  alreadySettled: '您已成功入驻！',
  incomplete: '请完善信息',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号码错误！',
  contentRequired: '请输入内容',
  uploadTooLarge: '上传头像图片大小不能超过 5MB!',
  /** Spec §8 upload wait message: a form with images still uploading is not sent. */
  uploadWait: '请等待所有图片上传成功后再提交，如网络有问题请刷新页面重新上传',
  copied: '复制成功',
  copyFailed: '复制失败，请手动复制',
  accountRequired: '请输入您的账户',
  passwordRequired: '请输入您的密码',
  badCredentials: '账户或密码错误',
  accountLocked: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  tokenInvalid: '登录状态无效，请重新登录',
  tokenExpired: '登录已过期，请重新登录',
  loggedInElsewhere: '您的账户已在其他地方登录',
  forbidden: '无权访问',
  notFound: '内容不存在或已下线',
  unknownCall: '接口不存在',
  badJson: '请求格式错误',
  tooLarge: '请求内容过大',
  tooManyRequests: '操作过于频繁，请稍后再试',
  serverError: '服务器繁忙，请稍后再试',
  networkError: '网络异常，请检查网络后重试',
  loggedOut: '已退出登录',
  loginSuccess: '登录成功',
  logoutConfirm: '确定退出登录吗？',
  deleteConfirm: '确定删除吗？',
  followConfirm: '确定跟进吗？',
  reloginTitle: '登录提示',
  reloginContent: '您已退出登录，可以取消以停留在此页面，或重新登录',
  reloginOk: '重新登录',
  reloginCancel: '取消',
  // Staff account security (issue 11).
  otpRequired: '请输入动态验证码',
  otpInvalid: '动态验证码错误或已使用',
  passwordChangeRequired: '请先修改密码',
  totpEnrolRequired: '请先绑定动态验证码（双因素认证）',
  oldPasswordWrong: '当前密码错误',
  passwordChanged: '密码已修改',
  totpAlreadyEnabled: '已启用动态验证码；如需更换，请先停用再重新绑定',
  totpNotStarted: '请先获取绑定二维码',
  totpNotEnabled: '尚未启用动态验证码',
  totpEnabled: '动态验证码已启用，请保存恢复码',
  totpDisabled: '动态验证码已停用',
  sessionNotFound: '会话不存在或已结束',
  sessionIsCurrent: '不能结束当前会话，请使用退出登录',
  sessionEnded: '已结束该会话',
  // Personal data (issue 11).
  /** Upload decoding queue full: a refusal, not a server error. */
  uploadBusy: '服务器繁忙，请稍后再试',
  /** A user's uploads for the park day reached UPLOAD_DAILY_QUOTA. */
  uploadQuota: '今日上传次数已达上限，请明天再试',
  /** Shown where an application's ID photos were deleted (retention period, or on request), with the park date. */
  idPhotosDeleted: (date: string) => `身份证照片已于 ${date} 删除`,
} as const;

/**
 * Rich text that carries something able to run or load code (a script, frame, object, form, style sheet, an
 * event attribute such as onclick, or a javascript: address) is refused whole rather than silently cleaned:
 * the person learns what was wrong, and nothing is saved.
 */
export const RICH_TEXT_SCRIPT_MSG = '正文含有脚本、内嵌框架或事件代码等不允许的内容，请删除后再保存';
