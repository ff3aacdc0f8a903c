import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyStudentSession } from '../../../app/session/studentSessionSlice';
import ResumeScreen from '../../../features/resumes/ResumeScreen';
import { mockServer } from '../../../stories/mocks/node';
import { partlyFilledResume, resumeHandlers } from '../../../stories/features/resumes/student/resumeMocks';
import { landing, renderScreens } from '../support';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const slow = { timeout: 8000 };

function renderResume(phone = false) {
  return renderScreens([{ path: '/myResume', element: <ResumeScreen /> }, landing('/')], {
    at: '/myResume',
    preloadedState: {
      device: { isPhone: phone },
      studentSession: { ...emptyStudentSession, token: 'demo-student-token', schoolCode: '00000' },
    },
  });
}

describe('the resume screen', () => {
  it('asks before leaving with unsaved changes, and lets go once they are saved', async () => {
    mockServer.use(...resumeHandlers({ resume: partlyFilledResume() }));
    const { user, router, path } = renderResume();
    const basic = within(await screen.findByRole('region', { name: '基本信息' }, slow));
    await user.clear(basic.getByRole('textbox', { name: '籍贯' }));
    await user.type(basic.getByRole('textbox', { name: '籍贯' }), '山东青岛');

    act(() => void router.navigate('/'));
    const dialog = await screen.findByRole('alertdialog', { name: '简历尚未保存' });
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(path()).toBe('/myResume');
    expect(basic.getByRole('textbox', { name: '籍贯' })).toHaveValue('山东青岛');

    await user.click(screen.getByRole('button', { name: '保存简历' }));
    await screen.findByText('简历已保存', {}, slow);
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument());
    act(() => void router.navigate('/'));
    expect(await screen.findByRole('heading', { name: '到达 /' })).toBeInTheDocument();
  });

  it('sends what was typed, trimmed, and shows what the server kept', async () => {
    mockServer.use(...resumeHandlers());
    const { user } = renderResume();
    const evaluation = await screen.findByRole('textbox', { name: '自我评价' }, slow);
    await user.type(evaluation, '  认真负责  ');
    await user.click(screen.getByRole('button', { name: '保存简历' }));
    await screen.findByText('简历已保存', {}, slow);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('value', '10'));
    expect(screen.getByRole('textbox', { name: '自我评价' })).toHaveValue('认真负责');
  });
});
