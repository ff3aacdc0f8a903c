import type { Locator, Page } from 'playwright-core';

const inChina = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Picks a date in the phone's bottom sheet: the 15th of next month. */
async function pickPhoneDate(page: Page, field: Locator) {
  await field.click();
  const sheet = page.getByRole('dialog', { name: '选择日期' });
  await sheet.getByRole('button', { name: '下个月' }).click();
  const next = new Date(Date.now() + 8 * 3_600_000);
  const target = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 15));
  await sheet.locator(`[data-date="${target.toISOString().slice(0, 10)}"][data-in-month="true"]`).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * Fills the 发布招聘职位 form as a person would on the device: a warehouse position in 历下区, 济南,
 * with the given name and description, a deadline a month (phone: the 15th of next month) ahead.
 */
export async function fillPosition(
  page: Page,
  form: Locator,
  { phone, name, description }: { phone: boolean; name: string; description: string },
) {
  await form.getByLabel(/^\*?职位名称$/).fill(name);
  await form.getByRole('combobox', { name: /职位类别/ }).click();
  await page.getByRole('option', { name: '生产和运输设备操作人员' }).click();
  await form.getByRole('combobox', { name: /学历要求/ }).click();
  await page.getByRole('option', { name: '专科' }).click();
  await form.getByLabel(/^\*?最低薪资$/).fill('6000');
  await form.getByLabel(/^\*?最高薪资$/).fill('9000');
  if (phone) {
    await form.getByRole('button', { name: /工作地点/ }).click();
    for (const place of ['山东省', '济南市', '历下区'])
      await page.getByRole('option', { name: place }).click();
  } else {
    await form.getByRole('combobox', { name: /工作地点/ }).fill('历下');
    await page
      .getByRole('option', { name: /历下区/ })
      .first()
      .click();
  }
  await form.getByLabel(/^\*?职位描述$/).fill(description);
  await form.getByLabel(/^\*?联系人$/).fill('王经理');
  await form.getByLabel(/^\*?联系电话$/).fill('0531-88886666');
  const deadline = form.getByLabel(/^\*?截止日期/);
  if (phone) await pickPhoneDate(page, deadline);
  else {
    await deadline.fill(inChina(30));
    await deadline.press('Enter');
  }
}
