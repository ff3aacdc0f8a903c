import { loginDestination, type LoginDestinationInput } from '../../../features/auth/loginDestination';

const base: LoginDestinationInput = {
  redirect: null,
  origin: 'https://jy.example.edu.cn',
  home: '/dwsy',
  employerCount: 1,
  offerEmployerChoice: true,
};

describe('loginDestination', () => {
  it('goes home without a redirect, and to the redirect when it is a page of this app', () => {
    expect(loginDestination(base)).toBe('/dwsy');
    expect(loginDestination({ ...base, redirect: '/zpxx/zpzwgl?id=1' })).toBe('/zpxx/zpzwgl?id=1');
    expect(loginDestination({ ...base, redirect: 'https://evil.example/x' })).toBe('/dwsy');
  });

  it('passes the pick-employer page first when the login acts for several employers, carrying the destination', () => {
    expect(loginDestination({ ...base, employerCount: 2 })).toBe('/pickdwxs?redirect=%2Fdwsy');
    expect(loginDestination({ ...base, employerCount: 3, redirect: '/zhgl/xxzx?tab=1' })).toBe(
      '/pickdwxs?redirect=%2Fzhgl%2Fxxzx%3Ftab%3D1',
    );
  });

  it('never sends the pick-employer page back to itself', () => {
    expect(
      loginDestination({ ...base, employerCount: 2, offerEmployerChoice: false, redirect: '/dwsy' }),
    ).toBe('/dwsy');
  });
});
