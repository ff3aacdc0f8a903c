import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import {
  StyledResult,
  StyledResultExtra,
  StyledResultIcon,
  StyledResultSubtitle,
  StyledResultTitle,
  type ResultStatus,
} from './Result.styles';

export type ResultProps = {
  status: ResultStatus;
  /** The outcome in a few words; a default per status ('操作成功', '页面不存在', …) unless given. */
  title?: ReactNode;
  /** What happened and what to do next. */
  subtitle?: ReactNode;
  /** The actions, e.g. Buttons to go back or try again. */
  extra?: ReactNode;
  /** Replaces the status icon. */
  icon?: ReactNode;
  /** Heading level of the title: 1 on a page of its own, 2 (default) inside a page. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

const defaultTitles: Record<ResultStatus, string> = {
  success: '操作成功',
  error: '操作失败',
  info: '提示',
  warning: '请注意',
  403: '无权访问',
  404: '页面不存在',
};

const defaultSubtitles: Partial<Record<ResultStatus, string>> = {
  403: '当前账号没有访问此页面的权限。',
  404: '您访问的页面不存在或已被删除，请检查地址是否正确。',
};

/** The page-level statuses show their code as the picture. */
function StatusCodeImage({ code }: { code: '403' | '404' }) {
  return (
    <svg width="200" height="96" viewBox="0 0 200 96" aria-hidden="true" focusable="false">
      <ellipse className="ground" cx="100" cy="84" rx="92" ry="10" />
      <text className="digits" x="100" y="72" textAnchor="middle" fontSize="76">
        {code}
      </text>
    </svg>
  );
}

const statusIcons: Record<Exclude<ResultStatus, '403' | '404'>, ReactNode> = {
  success: <Icon name="success" />,
  error: <Icon name="error" />,
  info: <Icon name="info" />,
  warning: <Icon name="warning" />,
};

/** The outcome of a flow or a page that cannot be shown: success, failure, notice, 403 or 404. */
export function Result({
  status,
  title = defaultTitles[status],
  subtitle = defaultSubtitles[status],
  extra,
  icon,
  headingLevel = 2,
  className,
}: ResultProps) {
  const titleId = useId();
  return (
    <StyledResult data-ui="result" data-status={status} aria-labelledby={titleId} className={className}>
      <StyledResultIcon $status={status}>
        {icon ??
          (status === '403' || status === '404' ? <StatusCodeImage code={status} /> : statusIcons[status])}
      </StyledResultIcon>
      <StyledResultTitle as={`h${headingLevel}`} id={titleId}>
        {title}
      </StyledResultTitle>
      {subtitle ? <StyledResultSubtitle>{subtitle}</StyledResultSubtitle> : null}
      {extra ? <StyledResultExtra>{extra}</StyledResultExtra> : null}
    </StyledResult>
  );
}
