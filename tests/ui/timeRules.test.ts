import {
  currentTime,
  hourOptions,
  isHourSelectable,
  isTimeSelectable,
  minuteOptions,
  nextOption,
  parseTimeInput,
  splitTime,
  withHour,
  withMinute,
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

describe('choosing in the lists', () => {
  const afternoon = { min: '13:30', max: '18:00', minuteStep: 15 };
  it.each([
    ['', '14', '14:00'],
    ['14:45', '15', '15:45'],
    ['14:45', '13', '13:45'],
    ['14:15', '13', '13:30'], // 13:15 is before min: the hour's first allowed minute
    ['14:30', '18', '18:00'],
    ['', '12', null], // nothing allowed in that hour
  ])('from %j, hour %s gives %j', (current, hour, expected) => {
    expect(withHour(current, hour, afternoon)).toBe(expected);
  });

  it.each([
    ['14:00', '45', '14:45'],
    ['', '15', '14:15'], // the first hour that allows :15
    ['', '00', '14:00'],
    ['18:00', '15', null], // 18:15 is after max
    ['13:45', '00', null], // 13:00 is before min
  ])('from %j, minute %s gives %j', (current, minute, expected) => {
    expect(withMinute(current, minute, afternoon)).toBe(expected);
  });
});
