/** Dates and counts of payments as the pages write them. */
import { formatCalendar, formatCell, formatPayments, formatValue } from '../../src/pages/format';

describe('dates in words', () => {
  it('a day reads "Jan 15, 2027", a month "Nov 2027"; anything else is left as written', () => {
    expect(formatCalendar('2027-01-15')).toBe('Jan 15, 2027');
    expect(formatCalendar('2028-02-29')).toBe('Feb 29, 2028');
    expect(formatCalendar('2027-11')).toBe('Nov 2027');
    expect(formatCalendar('soon')).toBe('soon');
    expect(formatValue('2049-10-22', 'date')).toBe('Oct 22, 2049');
  });
});

describe('counts of payments', () => {
  it('count the payments and, at a known frequency, the time they span to the month', () => {
    expect(formatPayments(1560, 52)).toBe('1,560 payments (30 years)');
    expect(formatPayments(589, 26)).toBe('589 payments (22 years 8 months)');
    expect(formatPayments(6, 24)).toBe('6 payments (3 months)');
    expect(formatPayments(1, 26)).toBe('1 payment');
    expect(formatPayments(360)).toBe('360 payments');
  });

  it('in a table a calendar year is a year (2027), a count of years a number', () => {
    expect(formatCell(2027, 'years')).toBe('2027');
    expect(formatCell(12, 'years')).toBe('12');
    expect(formatCell(1560, 'payments')).toBe('1,560');
  });
});
