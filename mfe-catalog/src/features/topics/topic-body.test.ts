import { topicParagraphs } from './topic-body';

test('keeps the text of each paragraph, in order', () => {
  expect(topicParagraphs('<p>ひとつめ</p><p> ふたつめ </p>')).toEqual(['ひとつめ', 'ふたつめ']);
});

test('never keeps markup or script, only text', () => {
  expect(topicParagraphs('<p>こんにちは<script>alert(1)</script><img src=x onerror=alert(2)></p>')).toEqual(['こんにちは']);
});

test('a body without paragraphs is one paragraph; an empty one is none', () => {
  expect(topicParagraphs('ただの文章')).toEqual(['ただの文章']);
  expect(topicParagraphs('<p> </p>')).toEqual([]);
});
