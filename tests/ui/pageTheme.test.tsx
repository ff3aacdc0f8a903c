import { render } from '@testing-library/react';
import { ThemeRoot, derivePalette, pageThemeStyle } from '../../ui/theme';

// The server themes a page before its scripts run (pageThemeStyle in the head); ThemeRoot then takes
// over with the very same variables, and keeps the server's colour while the school's is still loading.

const primaryOnRoot = () => document.documentElement.style.getPropertyValue('--color-primary');

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

it('writes every variable of the school colour as the served page names it', () => {
  document.head.innerHTML = pageThemeStyle('#8B1A1A');
  const style = document.getElementById('site-theme');
  expect(style?.getAttribute('data-wzzsd')).toBe('#8b1a1a');
  expect(style?.textContent).toContain(`--color-primary-text:${derivePalette('#8b1a1a').primaryText}`);
});

it('names no colour, and writes the default palette, for an unreadable one', () => {
  document.head.innerHTML = pageThemeStyle('"><script>');
  const style = document.getElementById('site-theme');
  expect(style?.getAttribute('data-wzzsd')).toBe('');
  expect(style?.textContent).toContain(`--color-primary:${derivePalette(null).primary}`);
  expect(document.querySelector('script')).toBeNull();
});

it('keeps the served colour while the school colour is not known yet, then follows it', () => {
  document.head.innerHTML = pageThemeStyle('#8b1a1a');
  const { rerender } = render(<ThemeRoot wzzsd={null}>页面</ThemeRoot>);
  expect(primaryOnRoot()).toBe('#8b1a1a');
  rerender(<ThemeRoot wzzsd="#2f5d8c">页面</ThemeRoot>);
  expect(primaryOnRoot()).toBe('#2f5d8c');
  // An empty colour is a school without one: the default, not the served colour.
  rerender(<ThemeRoot wzzsd="">页面</ThemeRoot>);
  expect(primaryOnRoot()).toBe(derivePalette('').primary);
});

it('uses the default colour on a page the server did not theme', () => {
  render(<ThemeRoot wzzsd={null}>页面</ThemeRoot>);
  expect(primaryOnRoot()).toBe(derivePalette(null).primary);
});
