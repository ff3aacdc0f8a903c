import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../../ui/Empty';
import { Skeleton } from '../../../ui/Skeleton';
import { color, fontSize, radius, space } from '../../../ui/theme';
import { StyledPage } from './ListPage';
import { SiteBreadcrumb } from './SiteBreadcrumb';

const StyledArticle = styled.article`
  margin-top: ${space(3)};
  background: ${color.background};
  border-radius: ${radius.lg};
  padding: ${space(5)};
  h1 {
    margin: 0 0 ${space(2)};
    font-size: ${fontSize.xxl};
    line-height: 1.4;
  }
`;

const StyledMeta = styled.p`
  margin: 0 0 ${space(4)};
  padding-bottom: ${space(3)};
  border-bottom: 1px solid ${color.border};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

/**
 * The body's heading, for assistive technology only: the rich text's own headings (h2-h4, as the
 * author wrote them) then follow a level under the page's h1 instead of jumping past it.
 */
export const StyledBodyHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export type DetailPageProps = {
  /** The list it belongs to, for the breadcrumb. */
  list: { title: string; href: string };
  title: string | undefined;
  meta: readonly string[];
  loading: boolean;
  /** The call failed or the item is not (or no longer) public. */
  missing: boolean;
  missingText: string;
  children?: ReactNode;
};

/** A detail page: breadcrumb, heading, facts line and body; loading and missing said plainly. */
export function DetailPage({ list, title, meta, loading, missing, missingText, children }: DetailPageProps) {
  return (
    <StyledPage>
      <SiteBreadcrumb list={list} current={title ?? '详情'} />
      <StyledArticle>
        {loading ? (
          <Skeleton title rows={6} />
        ) : missing || title === undefined ? (
          <Empty description={missingText} />
        ) : (
          <>
            <h1>{title}</h1>
            <StyledMeta>
              {meta
                .filter((text) => text !== '')
                .map((text) => (
                  <span key={text}>{text}</span>
                ))}
            </StyledMeta>
            {children}
          </>
        )}
      </StyledArticle>
    </StyledPage>
  );
}
