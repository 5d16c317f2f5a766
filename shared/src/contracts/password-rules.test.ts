/** @jest-environment node */
import { checkSignupPassword, PASSWORD_PROBLEM_MESSAGES } from './password-rules';

describe('checkSignupPassword (docs/product-rules.md §5)', () => {
  it.each([
    ['Abcdefgh12', 'upper, lower, digit at exactly 10'],
    ['abcdefgh1!', 'lower, digit, symbol'],
    ['ABCDEFGH1!', 'upper, digit, symbol'],
    ['Abcdefghi!', 'upper, lower, symbol'],
    ['Comic-Reader-2026', 'all four kinds'],
    [`Aa1${'x'.repeat(61)}`, 'exactly 64'],
    ['Aa1!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', 'every ASCII punctuation symbol'],
  ])('accepts %p (%s)', (password) => {
    expect(checkSignupPassword(password)).toBeNull();
  });

  it.each([
    ['', 'short_or_too_long_characters'],
    ['Aa1!', 'short_or_too_long_characters'],
    ['Aa1!xyz', 'short_or_too_long_characters'],
    ['Aa1!xyzw', 'invalid_registration_content'],
    ['Aa1!xyzwv', 'invalid_registration_content'],
    [`Aa1${'x'.repeat(62)}`, 'invalid_registration_content'],
    ['abcdefghij', 'must_include_characters'],
    ['abcdefgh12', 'must_include_characters'],
    ['ABCDEFGH!!', 'must_include_characters'],
    ['1234567890', 'must_include_characters'],
    ['Abcdefgh1２', 'ignore_character'],
    ['Abcdefgh1あ', 'ignore_character'],
    ['Abcdefgh1\t!', 'ignore_character'],
    ['Abcdéfgh12!', 'ignore_character'],
    ['Abcd efgh12', 'ignore_character'],
    ['あ', 'ignore_character'],
  ])('rejects %p with %p', (password, problem) => {
    expect(checkSignupPassword(password)).toBe(problem);
  });

  it('has the exact messages of the product rules for the symbol and character-kind rules', () => {
    expect(PASSWORD_PROBLEM_MESSAGES.ignore_character).toBe('Your password contains an invalid symbol.');
    expect(PASSWORD_PROBLEM_MESSAGES.must_include_characters).toBe(
      'Your password must include three of the following: An uppercase character, a lowercase character, a number, and a symbol.',
    );
  });
});
