/** changeMobile: a code to the new mobile of a signed-in user (screen zhsz). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'changeMobile';

/** A verification code sent by SMS, stored hashed; single use, short-lived. */
export interface SmsCodesTable {
  id: string;
  mobile: string;
  purpose: SmsPurpose;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  failed_attempts: number;
}

/** Last send per mobile, updated atomically to allow one code a minute. */
export interface SmsThrottleTable {
  mobile: string;
  last_sent_at: number;
}

export interface SmsTables {
  sms_codes: SmsCodesTable;
  sms_throttle: SmsThrottleTable;
}
