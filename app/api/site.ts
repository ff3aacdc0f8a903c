/** Site settings, device and the school-code fallback, as features may read them (features import only app/api). */
export {
  selectSite,
  selectThemeColour,
  selectSiteName,
  selectMainSchoolCode,
  selectSystemConfig,
  selectOpenChat,
  selectChatPath,
  type SiteState,
} from '../site/siteSlice';
export { APP_TITLE } from '../site/siteSettings';
export { pageSchoolCode, resolveSchoolCode } from '../site/schoolCode';
export { selectIsPhone } from '../device/deviceSlice';
export { storedDeviceId, storedRegistrationId } from '../device/nativeBridge';
