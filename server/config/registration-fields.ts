// The registration fields of requirements A5 (plus the captcha), each with a rule in the site configuration.
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'captcha',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
