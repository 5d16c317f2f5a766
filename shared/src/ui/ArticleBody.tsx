import { type ReactNode, createElement, useMemo } from 'react';
import { ExternalLink } from './ExternalLink';
import styles from './ArticleBody.module.css';

/** Elements kept as they are (without any attribute): text structure only. */
const KEPT = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'br', 'figure', 'figcaption']);
/** Elements dropped with everything in them: nothing of theirs is text to read. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'form', 'head', 'title']);

/** A link or image address the page may use: this site's own paths, or http(s) (never javascript: or data:). */
function safeUrl(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...node.childNodes].map(rebuild);
  if (tag === 'img') {
    const src = safeUrl(node.getAttribute('src'));
    const width = Number(node.getAttribute('width')) || undefined;
    const height = Number(node.getAttribute('height')) || undefined;
    return src ? (
      <img
        key={key}
        className={styles.image}
        src={src}
        alt={node.getAttribute('alt') ?? ''}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    ) : null;
  }
  if (tag === 'a') {
    const target = safeUrl(node.getAttribute('href'));
    if (!target) return children;
    return target.startsWith('/') ? (
      <a key={key} href={target}>
        {children}
      </a>
    ) : (
      <ExternalLink key={key} href={target}>
        {children}
      </ExternalLink>
    );
  }
  // Anything else (div, span, section, a heading level the page has above it) gives its contents only.
  if (!KEPT.has(tag)) return children;
  return createElement(tag === 'br' ? 'br' : tag, { key }, ...(tag === 'br' ? [] : children));
}

export interface ArticleBodyProps {
  /** An article body from the content service: HTML written by editors. */
  html: string;
  className?: string | undefined;
}

/**
 * An article body from the content service, shown as it was written (paragraphs, headings,
 * lists, emphasis, links, images) but never inserted as HTML: it is parsed and each element
 * the kit allows is built anew, without the editor's attributes (no script, style or event
 * handler can come along), links and images only with an http(s) or site address. Text that
 * is not HTML at all shows as one paragraph. Parsed by the browser (DOMParser): a page using it
 * is not rendered on the server.
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const content = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const hasBlocks = doc.body.querySelector('p, h2, h3, h4, ul, ol, blockquote, figure, img') !== null;
    const nodes = [...doc.body.childNodes].map(rebuild);
    return hasBlocks ? nodes : <p>{nodes}</p>;
  }, [html]);
  return <div className={className ? `${styles.body} ${className}` : styles.body}>{content}</div>;
}
