import { useEffect, useReducer } from 'react';
import styled from 'styled-components';
import type { Banner } from '../../../contract/homepage';
import { color, fontSize, media, radius, space } from '../../../ui/theme';
import { CAROUSEL_INTERVAL_MS, carouselReducer, initialCarousel, isRunning } from '../carousel';
import { contentImageSrc } from '../publicSite';

const StyledCarousel = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.primarySubtle};
  aspect-ratio: 3 / 1;
  /* Taller on phones, so the controls over its lower edge leave the banner's own words clear. */
  ${media.phone} {
    aspect-ratio: 2 / 1;
  }
`;

const StyledSlide = styled.div<{ $current: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  transition: opacity 400ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  a,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
    object-position: left center;
  }
`;

const StyledControls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${space(2)};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space(2)};
`;

const StyledButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${space(2)};
  border: 0;
  border-radius: ${radius.round};
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  font-size: ${fontSize.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

const StyledDot = styled(StyledButton)<{ $current: boolean }>`
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  background: ${({ $current }) => ($current ? '#fff' : 'rgba(0, 0, 0, 0.55)')};
  color: ${({ $current }) => ($current ? '#000' : '#fff')};
`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * The banners (getLbt): one shows at a time and the next comes every few seconds, except while the
 * pointer is over it, focus is inside it, the visitor stopped it, or the system asks for reduced
 * motion. Every slide is reachable by the buttons and the dots with the keyboard, and by the arrow
 * keys while focus is inside it.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [state, dispatch] = useReducer(carouselReducer, banners.length, (count) =>
    initialCarousel(count, prefersReducedMotion()),
  );
  useEffect(() => dispatch({ type: 'count', count: banners.length }), [banners.length]);
  const running = isRunning(state);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  if (banners.length === 0) return null;
  const stopped = state.paused.includes('stopped') || state.paused.includes('reducedMotion');
  return (
    <StyledCarousel
      aria-roledescription="轮播"
      aria-label="焦点图"
      data-ui="banner-carousel"
      onMouseEnter={() => dispatch({ type: 'pause', reason: 'hover' })}
      onMouseLeave={() => dispatch({ type: 'resume', reason: 'hover' })}
      onFocus={() => dispatch({ type: 'pause', reason: 'focus' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'resume', reason: 'focus' });
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') dispatch({ type: 'next' });
        else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {banners.map((banner, index) => {
          const current = index === state.index;
          const image = (
            <img src={contentImageSrc(banner.tp)} alt={banner.bt} loading={index === 0 ? 'eager' : 'lazy'} />
          );
          return (
            <StyledSlide
              key={banner.id}
              $current={current}
              role="group"
              aria-roledescription="幻灯片"
              aria-label={`第${index + 1}张，共${banners.length}张：${banner.bt}`}
              aria-hidden={!current}
            >
              {banner.lj === '' ? (
                image
              ) : (
                <a href={banner.lj} tabIndex={current ? 0 : -1}>
                  {image}
                </a>
              )}
            </StyledSlide>
          );
        })}
      </div>
      {banners.length > 1 && (
        <StyledControls>
          <StyledButton type="button" onClick={() => dispatch({ type: 'previous' })} aria-label="上一张">
            ‹
          </StyledButton>
          {banners.map((banner, index) => (
            <StyledDot
              key={banner.id}
              type="button"
              $current={index === state.index}
              aria-label={`显示第${index + 1}张：${banner.bt}`}
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'show', index })}
            >
              {index + 1}
            </StyledDot>
          ))}
          <StyledButton type="button" onClick={() => dispatch({ type: 'next' })} aria-label="下一张">
            ›
          </StyledButton>
          <StyledButton
            type="button"
            onClick={() =>
              dispatch(
                stopped
                  ? { type: 'resume', reason: state.paused.includes('stopped') ? 'stopped' : 'reducedMotion' }
                  : { type: 'pause', reason: 'stopped' },
              )
            }
          >
            {stopped ? '播放' : '暂停'}
          </StyledButton>
        </StyledControls>
      )}
    </StyledCarousel>
  );
}
