import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EntrantsStep } from '../../../app/bookingSteps/EntrantsStep';
import {
  DUPLICATE_ENTRANT_MESSAGE,
  checkEntrants,
  type Entrant,
  type EntrantsCheck,
} from '../../../contract/entrants';
import { ENTRANTS, ID_CARDS } from '../../../stories/fixtures/bookingSteps';
import { Button } from '../../../ui/Button';
import { ThemeRoot } from '../../../ui/theme';

let latest: Entrant[] = [];

function Harness({ initial = [], max = 4 }: { initial?: Entrant[]; max?: number }) {
  const [value, setValue] = useState<Entrant[]>(initial);
  const [errors, setErrors] = useState<EntrantsCheck | null>(null);
  latest = value;
  return (
    <ThemeRoot>
      <EntrantsStep value={value} onChange={setValue} max={max} errors={errors} />
      <Button onClick={() => setErrors(checkEntrants(value, max))}>下一步</Button>
    </ThemeRoot>
  );
}

const renderStep = (props: { initial?: Entrant[]; max?: number } = {}) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
};

const row = (index: number) => screen.getByRole('group', { name: `第${index}位进校人员` });
const input = (index: number, label: string) =>
  within(row(index)).getByLabelText(new RegExp(`^\\*?${label}`));

describe('the entrants step', () => {
  it('adds a row with the cursor in its name and counts people', async () => {
    const user = renderStep();
    expect(screen.getByText('已填 0 / 最多 4 人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加人员' }));
    expect(input(1, '姓名')).toHaveFocus();
    await user.keyboard('王芳');
    await user.type(input(1, '身份证号'), ID_CARDS[2] ?? '');
    await user.type(input(1, '手机号码'), '13700001111');
    expect(latest).toEqual([{ name: '王芳', idCard: ID_CARDS[2], mobile: '13700001111', plate: '' }]);
    expect(screen.getByText('已填 1 / 最多 4 人')).toBeInTheDocument();
  });

  it('removes a row and moves the cursor to the next one', async () => {
    const user = renderStep({ initial: ENTRANTS });
    await user.click(screen.getByRole('button', { name: '删除第1位进校人员' }));
    expect(latest.map((entrant) => entrant.name)).toEqual(['李强']);
    expect(input(1, '姓名')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '删除第1位进校人员' }));
    expect(screen.getByRole('button', { name: '添加人员' })).toHaveFocus();
  });

  it('shows each problem under its field, the duplicate on the later row', async () => {
    const user = renderStep({
      initial: [ENTRANTS[0]!, { name: '', idCard: ENTRANTS[0]!.idCard, mobile: '123', plate: '闽12345' }],
    });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(within(row(2)).getByText(DUPLICATE_ENTRANT_MESSAGE)).toBeInTheDocument();
    expect(within(row(2)).getByText('请输入姓名')).toBeInTheDocument();
    expect(within(row(2)).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(row(2)).getByText('请输入正确的车牌号')).toBeInTheDocument();
    expect(input(2, '手机号码')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(1)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops adding at the maximum and says so', () => {
    renderStep({ initial: ENTRANTS, max: 2 });
    expect(screen.getByRole('button', { name: '添加人员' })).toBeDisabled();
    expect(screen.getByText(/最多填写2人/)).toBeInTheDocument();
  });

  it('refuses an empty list when going on', async () => {
    const user = renderStep();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请至少填写1名进校人员');
  });
});
