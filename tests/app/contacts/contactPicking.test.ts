import type { Contact } from '../../../contract/contacts';
import { contactOptionLabel, contactPhone } from '../../../app/contacts/contactPicking';

const contact: Contact = {
  id: 'lxr-1',
  xm: '张敏',
  zw: '招聘主管',
  sjhm: '13812345678',
  gddh: '0591-87654321',
  yx: '',
  mr: true,
};

describe('picking a frequent contact', () => {
  it('names it with its post, mobile and whether it is the default', () => {
    expect(contactOptionLabel(contact)).toBe('张敏（招聘主管） 13812345678 · 默认');
    expect(contactOptionLabel({ ...contact, zw: '', mr: false })).toBe('张敏 13812345678');
  });

  it('fills a single phone field with the mobile, else the landline', () => {
    expect(contactPhone(contact)).toBe('13812345678');
    expect(contactPhone({ ...contact, sjhm: '' })).toBe('0591-87654321');
  });
});
