/**
 * The paragraphs of a CMS article body. The content service sends HTML; we show its text
 * only (never insert the HTML), so a post can never run script or restyle the page.
 */
export function topicParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.body.querySelectorAll('script, style, template')) hidden.remove();
  const paragraphs = [...doc.body.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
  const texts = paragraphs.length > 0 ? paragraphs : [doc.body.textContent?.trim() ?? ''];
  return texts.filter((text) => text.length > 0);
}
