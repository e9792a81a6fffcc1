import { itemNames, scheduleCsv } from '../../src/pages/csv';

describe('schedules as CSV (RFC 4180)', () => {
  it('writes a header and unformatted numbers, CRLF line ends', () => {
    expect(
      scheduleCsv([
        { year: 1, principalPaid: 9951.19, balance: 490048.81 },
        { year: 2, principalPaid: 10823.4, balance: 479225.41 },
      ]),
    ).toBe('Year,Principal paid,Balance\r\n1,9951.19,490048.81\r\n2,10823.4,479225.41\r\n');
  });

  it('expands per-item arrays into one column per named item', () => {
    const csv = scheduleCsv(
      [{ month: 1, balances: [10, 20] }],
      itemNames({ debts: [{ name: 'Visa' }, { name: 'Car, used' }] }),
    );
    expect(csv).toBe('Month,Balances: Visa,"Balances: Car, used"\r\n1,10,20\r\n');
  });

  it('quotes separators and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = scheduleCsv([
      { name: '=HYPERLINK("http://evil")', note: '+1', other: '-cmd', at: '@SUM(A1)', plain: 'a "b"', n: -5 },
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'-cmd,'@SUM(A1),"a ""b""",-5`);
  });

  it('names a column by the head given for its key (a loan paid biweekly counts payments, not months)', () => {
    const csv = scheduleCsv([{ month: 1, date: '2027-01-15', payment: 899.33 }], [], { month: 'Payment number' });
    expect(csv).toBe('Payment number,Date,Payment\r\n1,2027-01-15,899.33\r\n');
  });

  it('is empty for no rows', () => {
    expect(scheduleCsv([])).toBe('');
  });
});
