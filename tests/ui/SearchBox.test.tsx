import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from '../../ui/SearchBox';
import { ThemeRoot } from '../../ui/theme';

/** A list that keeps the search in force, as the address does. */
function List({ onSearch, start = '' }: { onSearch: (keyword: string) => void; start?: string }) {
  const [keyword, setKeyword] = useState(start);
  return (
    <ThemeRoot>
      <SearchBox
        value={keyword}
        onSearch={(next) => {
          setKeyword(next);
          onSearch(next);
        }}
        label="职位名称"
        aria-label="搜索职位"
      />
      <button onClick={() => setKeyword('数据')}>别处改了搜索</button>
    </ThemeRoot>
  );
}

describe('SearchBox', () => {
  it('searches the trimmed text on 搜索 and on Enter, in a named search landmark', async () => {
    const onSearch = jest.fn();
    render(<List onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: '搜索职位' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '职位名称' }), ' 工程师 ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('工程师');
    await userEvent.type(screen.getByRole('textbox', { name: '职位名称' }), '师{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('工程师师');
  });

  it('shows everything again when the box is emptied, without another click', async () => {
    const onSearch = jest.fn();
    render(<List onSearch={onSearch} start="销售" />);
    expect(screen.getByRole('textbox', { name: '职位名称' })).toHaveValue('销售');
    await userEvent.clear(screen.getByRole('textbox', { name: '职位名称' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('shows a search changed elsewhere (back, a link)', async () => {
    render(<List onSearch={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '别处改了搜索' }));
    expect(screen.getByRole('textbox', { name: '职位名称' })).toHaveValue('数据');
  });
});
