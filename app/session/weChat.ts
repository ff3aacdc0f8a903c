/** Inside WeChat's built-in browser (its user agent carries MicroMessenger). */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
