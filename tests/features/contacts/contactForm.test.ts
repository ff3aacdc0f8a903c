import type { Contact } from '../../../contract/contacts';
import { contactFieldOf, saveRequestOf, valuesOf } from '../../../features/contacts/contactForm';
import { contactActions } from '../../../features/contacts/useContactActions';

const contact: Contact = {
  id: 'lxr-1',
  xm: '张敏',
  zw: '',
  sjhm: '13812345678',
  gddh: '',
  yx: '',
  mr: true,
};

describe('the contact form', () => {
  it('edits a contact with its values and sends them trimmed with its id', () => {
    expect(valuesOf(contact)).toEqual({ xm: '张敏', zw: '', sjhm: '13812345678', gddh: '', yx: '' });
    expect(saveRequestOf({ ...valuesOf(contact), xm: ' 张敏 ' }, 'lxr-1')).toEqual({
      id: 'lxr-1',
      xm: '张敏',
      zw: '',
      sjhm: '13812345678',
      gddh: '',
      yx: '',
    });
    expect(saveRequestOf(valuesOf(contact))).not.toHaveProperty('id');
  });

  it.each([
    ['请输入联系人姓名', 'xm'],
    ['职务不能超过50个字', 'zw'],
    ['请输入正确的手机号码', 'sjhm'],
    ['请输入正确的固定电话号码', 'gddh'],
    ['请输入正确的电子邮箱', 'yx'],
    ['常用联系人最多50个，请先删除不再使用的联系人', null],
  ])('puts the refusal %s at %s', (message, field) => {
    expect(contactFieldOf(message)).toBe(field);
  });

  it('offers 设为默认 only for a contact that is not the default', () => {
    expect(contactActions(contact)).toEqual(['edit', 'remove']);
    expect(contactActions({ ...contact, mr: false })).toEqual(['edit', 'setDefault', 'remove']);
  });
});
