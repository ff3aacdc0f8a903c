import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import {
  askOptionalSurveys,
  askRequiredSurvey,
  offerSurveyLinks,
  OptionalSurveyDialog,
  RequiredSurveyDialog,
} from '../../ui/SurveyDialog';

const page = () => within(document.body);
const mask = () => document.querySelector<HTMLElement>('[data-ui="modal-mask"]')!;
const REQUIRED_TEXT = '您有问卷需要作答，回答完成后才能继续下一步操作。';

const meta = {
  title: 'UI/SurveyDialog',
  component: RequiredSurveyDialog,
  args: { open: true, onAcknowledge: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  beforeEach: () => resetFeedback,
} satisfies Meta<typeof RequiredSurveyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: '知道了' }));
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription(REQUIRED_TEXT);
    await expect(dialog.getBoundingClientRect().width).toBe(450);
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['知道了']);
  },
};

export const RequiredStaysOpenOnEscapeAndMask: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await fireEvent.click(mask());
    await expect(dialog).toBeVisible();
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
  },
};

export const RequiredOnPhone: Story = {
  args: { variant: 'phone' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const ok = await page().findByRole('button', { name: '知道了' });
    await expect(ok.getBoundingClientRect().height).toBe(44);
  },
};

export const Optional: Story = {
  render: () => <OptionalSurveyDialog open count={2} onAnswer={fn()} onSkip={fn()} />,
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('您有2份问卷需要作答');
    await expect(within(dialog).getByRole('button', { name: '去答卷' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '暂不答卷' })).toBeVisible();
  },
};

/** The helpers the route guard calls, answered on the page so the outcome is visible. */
function HelpersDemo() {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button
          onClick={() =>
            void askRequiredSurvey().then(() => {
              setOutcome('已确认必答问卷');
            })
          }
        >
          进入需要问卷的页面
        </Button>
        <Button
          onClick={() =>
            void askOptionalSurveys(3).then((choice) => {
              setOutcome(choice === 'answer' ? '去答卷' : '暂不答卷');
            })
          }
        >
          进入有选答问卷的页面
        </Button>
      </div>
      <output style={{ display: 'block', marginTop: 12 }}>{outcome && `结果：${outcome}`}</output>
      <FeedbackHost />
    </>
  );
}

export const RequiredHelper: Story = {
  render: () => <HelpersDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '进入需要问卷的页面' }));
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await userEvent.keyboard('{Escape}');
    await fireEvent.click(mask());
    await expect(dialog).toBeVisible();
    await expect(canvas.queryByText(/结果/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await expect(await canvas.findByText('结果：已确认必答问卷')).toBeVisible();
  },
};

export const OptionalHelper: Story = {
  render: () => <HelpersDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '进入有选答问卷的页面' }));
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('您有3份问卷需要作答');
    await userEvent.click(within(dialog).getByRole('button', { name: '暂不答卷' }));
    await expect(await canvas.findByText('结果：暂不答卷')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '进入有选答问卷的页面' }));
    await userEvent.click(await page().findByRole('button', { name: '去答卷' }));
    await expect(await canvas.findByText('结果：去答卷')).toBeVisible();
  },
};

function BlockedWindowsDemo() {
  return (
    <>
      <Button
        onClick={() =>
          void offerSurveyLinks(['/pub/wjdc/page?ticket=demo-2', '/pub/wjdc/page?ticket=demo-3'], 1)
        }
      >
        去答卷（浏览器只允许打开一个窗口）
      </Button>
      <FeedbackHost />
    </>
  );
}

/** 去答卷 with more surveys than windows the browser allows: the blocked ones become links. */
export const BlockedWindowsOfferLinks: Story = {
  render: () => <BlockedWindowsDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /去答卷/ }));
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveTextContent('浏览器拦截了新窗口，请点击下面的链接打开问卷：');
    await expect(within(dialog).getByRole('link', { name: /问卷2/ })).toHaveAttribute('target', '_blank');
    await expect(dialog).toHaveTextContent('另有1份问卷的地址获取失败，请稍后再试。');
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};
