/**
 * Sign-in and verification by SMS code (issue 30), the rules said once: the server keeps them
 * (server/modules/auth/sms.service.ts) and the login page shows the same figures.
 */

/** Digits of a code. */
export const SMS_CODE_LENGTH = 6;
/** A code lives this long, and is used once. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** Wrong tries a code allows; after that it is spent. */
export const SMS_CODE_MAX_TRIES = 5;
/** One code per phone per this many seconds (the page's 重新发送 countdown). */
export const SMS_RESEND_SECONDS = 60;
/** Codes per phone per day (the park's day, Asia/Shanghai). */
export const SMS_PER_PHONE_DAY = 10;
/** Codes an address (a /64 for IPv6) may ask for in an hour without the picture check; from the next one it is needed. */
export const SMS_FREE_PER_NETWORK_HOUR = 3;
/** Codes an address may ask for in an hour at most, picture check or not. */
export const SMS_PER_NETWORK_HOUR = 30;
/** A picture check lives this long and is used once, right or wrong. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** What a code is for: signing in, binding a mobile to one's account, or a company's new contact mobile. */
export const SMS_PURPOSES = ['login', 'bind', 'contact'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_MSG = {
  codeRequired: '请输入验证码',
  codeWrong: '验证码错误或已过期',
  tooFrequent: '发送过于频繁，请稍后再试',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误，请重新输入',
  sent: '验证码已发送',
  closed: '短信登录暂未开通，请使用扫码登录',
  demoOnly: '演示模式下只能使用演示账号的手机号登录',
  phoneTaken: '该手机号已绑定其他账号',
  phoneBound: '手机号已绑定',
  wechatTaken: '该微信已绑定其他账号',
  wechatBound: '微信已绑定',
  /** The SMS service refused or could not be reached; the code was not kept (it neither works nor counts). */
  sendFailed: '短信发送失败，请稍后再试',
  /** The account of the phone (or the caller) is disabled. */
  accountDisabled: '该账号已停用，请联系园区管理员',
  /** Linking WeChat needs the park's WeChat official account (WECHAT_APPID). */
  wechatUnavailable: '园区未开通微信登录，暂不能绑定微信',
  /** wechat_bind_status of a sign that is not the caller's own binding request (or none at all). */
  bindInvalid: '绑定请求无效，请刷新二维码',
  bindWaiting: '请使用微信扫描二维码',
  bindExpired: '二维码已过期，请刷新',
} as const;

/** The characters of a picture check: no 0/O, 1/I/l, 2/Z, 5/S or 8/B, which a picture blurs together. */
export const CAPTCHA_CHARS = 'ACDEFGHJKLMNPQRTUVWXY34679';
/** Characters in a picture check. */
export const CAPTCHA_LENGTH = 4;
