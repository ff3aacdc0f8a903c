import {
  currentTime,
  hourOptions,
  isHourSelectable,
  isTimeSelectable,
  minuteOptions,
  nextOption,
  parseTimeInput,
  splitTime,
} from '../../ui/TimePicker/time';

describe('parseTimeInput', () => {
  it.each([
    ['09:05', '09:05'],
    ['9:05', '09:05'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    ['0905', '09:05'],
    ['14：30', '14:30'],
    [' 8:00 ', '08:00'],
  ])('reads %j as %s', (text, expected) => expect(parseTimeInput(text)).toBe(expected));

  it.each(['', '24:00', '12:60', '9:5', '905', '12-30', 'noon', '１２:30', '12:30:00'])(
    'rejects %j',
    (text) => expect(parseTimeInput(text)).toBeNull(),
  );

  it('splits a time into hour and minute', () => {
    expect(splitTime('7:45')).toEqual({ hour: '07', minute: '45' });
    expect(splitTime('')).toBeNull();
  });
});

describe('options', () => {
  it('offers 24 hours and minutes by step', () => {
    expect(hourOptions()).toHaveLength(24);
    expect(hourOptions()[23]).toBe('23');
    expect(minuteOptions()).toHaveLength(60);
    expect(minuteOptions(15)).toEqual(['00', '15', '30', '45']);
    expect(minuteOptions(7)).toHaveLength(9);
    expect(minuteOptions(0)).toHaveLength(60);
    expect(minuteOptions(2.5)).toHaveLength(60);
  });

  it.each([
    ['ArrowDown', '10', '11'],
    ['ArrowUp', '10', '09'],
    ['ArrowUp', '00', '00'],
    ['ArrowDown', '23', '23'],
    ['Home', '10', '00'],
    ['End', '10', '23'],
    ['ArrowDown', '', '01'],
    ['Tab', '10', null],
  ])('%s from %j moves to %j', (key, current, expected) => {
    expect(nextOption(hourOptions(), current, key)).toBe(expected);
  });
});

describe('time constraints', () => {
  const workday = { min: '08:30', max: '17:30' };
  it.each([
    ['08:29', false],
    ['08:30', true],
    ['12:00', true],
    ['17:30', true],
    ['17:31', false],
  ])('%s selectable: %s', (time, expected) => expect(isTimeSelectable(time, workday)).toBe(expected));

  it.each([
    ['07', false],
    ['08', true],
    ['17', true],
    ['18', false],
  ])('hour %s offered: %s', (hour, expected) => expect(isHourSelectable(hour, workday)).toBe(expected));
});

describe('currentTime', () => {
  it('rounds down to the minute step', () => {
    expect(currentTime(new Date(2025, 5, 18, 9, 7), 1)).toBe('09:07');
    expect(currentTime(new Date(2025, 5, 18, 9, 7), 5)).toBe('09:05');
    expect(currentTime(new Date(2025, 5, 18, 23, 59), 30)).toBe('23:30');
  });
});
