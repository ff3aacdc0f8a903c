// Student login and profile. The student token travels in cookie `token` (HttpOnly, 1 day).

export const studentPaths = {
  login: '/stu/checklogin',
  publicKey: '/stu/security/getPubKey',
  logout: '/stu/logout',
  profile: '/stu/grzx/syxx/info',
} as const;

/**
 * POST /stu/checklogin, form-encoded. `username` is the school code (5 digits) followed by the
 * student number; `password` is RSA-OAEP (SHA-256) ciphertext in base64 (key from
 * GET /stu/security/getPubKey).
 */
export type StudentLoginRequest = { username: string; password: string };

export type StudentLoginResult = { token: string; xxdm: string; name: string };

/** Result of GET /stu/grzx/syxx/info. */
export type StudentProfile = {
  name: string;
  /** Comma-separated tags. */
  tags: string;
  schoolCode: string;
};
