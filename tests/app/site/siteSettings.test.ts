import type { SystemConfig } from '../../../contract/site';
import { fieldsOfConfig } from '../../../app/site/siteSettings';
import { passwordLevelFromConfig } from '../../../ui/validators';

const config: SystemConfig = {
  pwdlevel: 3,
  tagpush: '0',
  zpgwxzfs: '月薪,面议',
  open_chat: '0',
  chat_path: '',
  xxdm: '00000',
};

describe('fieldsOfConfig reads pwdlevel as the server does', () => {
  // The payload comes off the network: the config key form is possible whatever the type says.
  it.each<unknown>([2, '4', 'password2', 'password4', 'PASSWORD2', 'password5', 'strong', null])(
    'pwdlevel %p',
    (pwdlevel) => {
      const fields = fieldsOfConfig({ ...config, pwdlevel: pwdlevel as number });
      expect(fields.passwordStrength).toBe(passwordLevelFromConfig(pwdlevel));
    },
  );

  it('turns password4 into level 4, not the default', () => {
    expect(fieldsOfConfig({ ...config, pwdlevel: 'password4' as unknown as number }).passwordStrength).toBe(
      4,
    );
  });
});
