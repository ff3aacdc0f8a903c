import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { checkColumn, checkLink, type LinkKind } from '../../../contract/homepage';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { Popconfirm } from '../../../ui/Popconfirm';
import { Section, SectionStack, SectionTitle } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { color, space } from '../../../ui/theme';
import { SiteContentNav } from '../components/SiteContentNav';
import { siteContentApi } from '../siteContentApi';

const StyledRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  margin-bottom: ${space(3)};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const firstProblem = (problems: Record<string, string | undefined>) =>
  Object.values(problems).find((problem) => problem !== undefined) ?? null;

/** 栏目: the navigation columns notices are filed under. */
function ColumnsSection() {
  const { data, isLoading, isError, error, refetch } = siteContentApi.useContentColumnsQuery();
  const [save, saving] = siteContentApi.useSaveContentColumnMutation();
  const [remove] = siteContentApi.useRemoveContentColumnMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { lmmc: name.trim(), px: data?.length ?? 0 };
    const found = firstProblem(checkColumn(draft));
    setProblem(found);
    if (found !== null) return;
    try {
      await save(draft).unwrap();
      setName('');
      message.success('保存成功');
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };
  const removeColumn = async (id: string) => {
    try {
      await remove(id).unwrap();
      message.success('删除成功');
    } catch (error) {
      message.error(apiErrorMessage(error));
    }
  };
  return (
    <Section>
      <SectionTitle>栏目</SectionTitle>
      <StyledRow onSubmit={(event) => void submit(event)}>
        <Input aria-label="栏目名称" placeholder="栏目名称" value={name} onChange={setName} />
        <Button htmlType="submit" variant="primary" loading={saving.isLoading}>
          添加栏目
        </Button>
      </StyledRow>
      {problem !== null && <FormAlert>{problem}</FormAlert>}
      {isLoading ? (
        <Skeleton rows={3} />
      ) : isError ? (
        <LoadFailedAlert failed="栏目加载失败" error={error} onRetry={() => void refetch()} />
      ) : data === undefined || data.length === 0 ? (
        <Empty compact description="暂无栏目" />
      ) : (
        <StyledList aria-label="栏目列表">
          {data.map((column) => (
            <li key={column.id}>
              <span>{column.lmmc}</span>
              <Popconfirm
                title={`确定删除栏目“${column.lmmc}”吗？`}
                description="栏目下还有通知时不能删除。"
                danger
                onConfirm={() => removeColumn(column.id)}
              >
                <Button size="sm" danger aria-label={`删除栏目${column.lmmc}`}>
                  删除
                </Button>
              </Popconfirm>
            </li>
          ))}
        </StyledList>
      )}
    </Section>
  );
}

const KIND_NAMES: Record<LinkKind, string> = { '1': '快捷导航', '2': '友情链接' };

/** 快捷导航 and 友情链接. */
function LinksSection({ kind }: { kind: LinkKind }) {
  const { data, isLoading, isError, error, refetch } = siteContentApi.useContentLinksQuery();
  const [save, saving] = siteContentApi.useSaveContentLinkMutation();
  const [remove] = siteContentApi.useRemoveContentLinkMutation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const links = data?.filter((link) => link.lx === kind);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { lx: kind, mc: name.trim(), lj: url.trim(), px: links?.length ?? 0 };
    const found = firstProblem(checkLink(draft));
    setProblem(found);
    if (found !== null) return;
    try {
      await save(draft).unwrap();
      setName('');
      setUrl('');
      message.success('保存成功');
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };
  const removeLink = async (id: string) => {
    try {
      await remove(id).unwrap();
      message.success('删除成功');
    } catch (error) {
      message.error(apiErrorMessage(error));
    }
  };
  return (
    <Section>
      <SectionTitle>{KIND_NAMES[kind]}</SectionTitle>
      <StyledRow onSubmit={(event) => void submit(event)}>
        <Input aria-label={`${KIND_NAMES[kind]}名称`} placeholder="名称" value={name} onChange={setName} />
        <Input
          aria-label={`${KIND_NAMES[kind]}地址`}
          placeholder="https:// 或 /"
          value={url}
          onChange={setUrl}
        />
        <Button htmlType="submit" variant="primary" loading={saving.isLoading}>
          添加
        </Button>
      </StyledRow>
      {problem !== null && <FormAlert>{problem}</FormAlert>}
      {isLoading ? (
        <Skeleton rows={3} />
      ) : isError ? (
        <LoadFailedAlert failed="链接加载失败" error={error} onRetry={() => void refetch()} />
      ) : links === undefined || links.length === 0 ? (
        <Empty compact description={`暂无${KIND_NAMES[kind]}`} />
      ) : (
        <StyledList aria-label={`${KIND_NAMES[kind]}列表`}>
          {links.map((link) => (
            <li key={link.id}>
              <span>
                {link.mc}（{link.lj}）
              </span>
              <Popconfirm title={`确定删除“${link.mc}”吗？`} danger onConfirm={() => removeLink(link.id)}>
                <Button size="sm" danger aria-label={`删除${link.mc}`}>
                  删除
                </Button>
              </Popconfirm>
            </li>
          ))}
        </StyledList>
      )}
    </Section>
  );
}

/** 网站内容: what the public homepage shows besides postings (columns and links here, the rest a tab away). */
export default function SiteContentScreen() {
  return (
    <SectionStack data-ui="site-content">
      <SiteContentNav />
      <ColumnsSection />
      <LinksSection kind="1" />
      <LinksSection kind="2" />
    </SectionStack>
  );
}
