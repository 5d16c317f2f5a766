import { normaliseKeyword } from './normalise-keyword';

test('turns half-width katakana into full-width, joining voiced marks', () => {
  expect(normaliseKeyword('ﾏﾎｳ')).toBe('マホウ');
  expect(normaliseKeyword('ｶﾞｯｺｳ')).toBe('ガッコウ');
});

test('turns full-width ASCII into half-width', () => {
  expect(normaliseKeyword('ＡＢＣ１２３！')).toBe('ABC123!');
});

test('trims and folds spaces, full-width ones included, so blanks become empty', () => {
  expect(normaliseKeyword('\u3000 ねこ\u3000\u3000たんてい ')).toBe('ねこ たんてい');
  expect(normaliseKeyword(' \u3000 ')).toBe('');
});
