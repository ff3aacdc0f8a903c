import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useNavigate, useSearchParams } from 'react-router-dom';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { ThemeRoot } from '../../ui/theme';
import { useUnsavedChangesPrompt } from '../../ui/useUnsavedChangesPrompt';

const dialog = { title: '离开此页？', content: '修改尚未保存，离开后将丢失。', cancelText: '留在此页' };

function Form({ unsaved }: { unsaved: boolean }) {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { allowLeaving } = useUnsavedChangesPrompt(unsaved, dialog);
  return (
    <>
      <button onClick={() => void navigate('/list')}>返回</button>
      <button onClick={() => setSearch({ id: 'zw1' })}>保存草稿</button>
      <button
        onClick={() => {
          allowLeaving();
          void navigate('/list');
        }}
      >
        提交审核
      </button>
    </>
  );
}

function renderForm(unsaved: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form unsaved={unsaved} /> },
      { path: '/list', element: <h1>列表</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ThemeRoot>
      <RouterProvider router={router} />
      <FeedbackHost />
    </ThemeRoot>,
  );
  return router;
}

afterEach(() => resetFeedback());

describe('useUnsavedChangesPrompt', () => {
  it('asks before leaving unsaved changes, and stays when told to', async () => {
    const router = renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    const question = await screen.findByRole('alertdialog', { name: '离开此页？' });
    expect(question).toHaveTextContent('修改尚未保存，离开后将丢失。');
    await userEvent.click(screen.getByRole('button', { name: '留在此页' }));
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(await screen.findByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('lets the page change only its query, and leave right after a save', async () => {
    const router = renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(router.state.location.search).toBe('?id=zw1');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask when nothing is unsaved', async () => {
    const router = renderForm(false);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the browser ask before closing the tab only while something is unsaved', () => {
    renderForm(true);
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
  });
});
