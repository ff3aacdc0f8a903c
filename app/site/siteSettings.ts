import { DEFAULT_SCHOOL_CODE, type SystemConfig } from '../../contract/site';
import { passwordLevelFromConfig } from '../../ui/validators';

/** The platform's name, where the site setting has not arrived (or names no site). */
export const APP_TITLE = '高校毕业生就业平台';

/** Spec section 5: password level 2, 3 or 4, level 3 unless the config says otherwise. */
type PasswordLevel = ReturnType<typeof passwordLevelFromConfig>;

/** sfycxxmc: true when the main-site code is not the default 00000. */
export function hidesSchoolName(mainSchoolCode: string | null): boolean {
  return mainSchoolCode !== null && mainSchoolCode !== DEFAULT_SCHOOL_CODE;
}

/** zpgwxzfs is one comma list ('月薪,年薪,面议'). */
export function salaryTypesOf(zpgwxzfs: string | null | undefined): string[] {
  return (zpgwxzfs ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
}

export type ConfigFields = {
  passwordStrength: PasswordLevel;
  tagPush: boolean;
  salaryType: string[];
  openChat: boolean;
  chatPath: string;
};

/** The fields the app reads from the system config of POST /pub/hqpz. */
export function fieldsOfConfig(config: SystemConfig): ConfigFields {
  return {
    // The server's own reading (it also accepts 'password2'…'password4'), so both check one level.
    passwordStrength: passwordLevelFromConfig(config.pwdlevel),
    tagPush: String(config.tagpush) === '1',
    salaryType: salaryTypesOf(config.zpgwxzfs),
    openChat: String(config.open_chat) === '1',
    chatPath: config.chat_path || '',
  };
}
