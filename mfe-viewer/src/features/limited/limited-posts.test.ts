/** @jest-environment node */
import { excerptText } from './limited-posts';

test('an excerpt cut mid-sentence ends with …; one that ends a sentence is left as it is', () => {
  expect(excerptText('定期購読中のみなさんだけに、さくら先生の「ひみつ')).toBe('定期購読中のみなさんだけに、さくら先生の「ひみつ…');
  expect(excerptText('ネームを特別公開！')).toBe('ネームを特別公開！');
  expect(excerptText('お届けします。」')).toBe('お届けします。」');
  expect(excerptText('')).toBe('');
});
