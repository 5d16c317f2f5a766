/** @jest-environment node */
import { envelopeSchema, flagParam, idListParam, idParam, intParam } from './endpoint';

describe('idParam', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['2147483647', 2147483647],
    [12, 12],
  ])('accepts %p as %p', (input, expected) => {
    expect(idParam().parse(input)).toBe(expected);
  });

  it.each(['1;DROP TABLE', '-1', '99999999999', '2147483648', '1.5', ' 12', '', '0x10', '1e3'])('rejects %p', (input) => {
    expect(idParam().safeParse(input).success).toBe(false);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the number %p', (input) => {
    expect(idParam().safeParse(input).success).toBe(false);
  });
});

describe('intParam', () => {
  it('enforces its bounds on wire strings and numbers', () => {
    const page = intParam(1, 50);
    expect(page.parse('50')).toBe(50);
    expect(page.safeParse('51').success).toBe(false);
    expect(page.safeParse(0).success).toBe(false);
  });

  it('accepts negative integers when the range allows them', () => {
    expect(intParam(-12, 14).parse('-9')).toBe(-9);
  });
});

describe('idListParam', () => {
  it('parses a comma-separated list in order', () => {
    expect(idListParam().parse('3,1,2')).toEqual([3, 1, 2]);
  });

  it.each(['', '1,,2', '1,', ',1', '1, 2', '1,a', '1;DROP TABLE', '-1', '1,2147483648'])('rejects %p', (input) => {
    expect(idListParam().safeParse(input).success).toBe(false);
  });

  it('rejects more ids than its maximum', () => {
    expect(idListParam(2).safeParse('1,2').success).toBe(true);
    expect(idListParam(2).safeParse('1,2,3').success).toBe(false);
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => String(index)).join(',');
    expect(idListParam().safeParse(hundredAndOne).success).toBe(false);
  });
});

describe('flagParam', () => {
  it.each([
    ['1', true],
    ['true', true],
    [true, true],
    ['0', false],
    ['false', false],
    [false, false],
  ])('reads %p as %p', (input, expected) => {
    expect(flagParam().parse(input)).toBe(expected);
  });

  it.each(['yes', '2', '', 'TRUE'])('rejects %p', (input) => {
    expect(flagParam().safeParse(input).success).toBe(false);
  });
});

describe('envelopeSchema', () => {
  it('requires an integer response_code', () => {
    expect(envelopeSchema.safeParse({ response_code: 0, data: {} }).success).toBe(true);
    expect(envelopeSchema.safeParse({ data: {} }).success).toBe(false);
    expect(envelopeSchema.safeParse({ response_code: '0' }).success).toBe(false);
  });
});
