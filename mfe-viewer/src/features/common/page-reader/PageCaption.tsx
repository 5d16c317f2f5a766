import type { PageText, RubySegment } from '@ciao/shared';
import { Fragment } from 'react';
import styles from './reader.module.css';

/** A line in pieces, the kanji ones with their reading above them. */
function RubyLine({ segments }: { segments: readonly RubySegment[] }) {
  return segments.map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed line never move.
    <Fragment key={index}>
      {segment.ruby === undefined ? (
        segment.text
      ) : (
        <ruby>
          {segment.text}
          <rt>{segment.ruby}</rt>
        </ruby>
      )}
    </Fragment>
  ));
}

/**
 * The page's lines on screen, kanji with their furigana, over the bottom of the page: inside
 * its slot, so it zooms with the page and never moves the box. Hidden from assistive tech:
 * the page image's description already reads the same lines.
 */
export function PageCaption({ text }: { text: PageText }) {
  return (
    <div className={styles.caption} aria-hidden="true" data-testid="page-caption" lang="ja">
      {text.line_list.map((line) => (
        <p key={`${line.speaker}${line.text}`} className={styles.captionLine}>
          <span className={styles.captionSpeaker}>{line.speaker}</span>「<RubyLine segments={line.segments} />」
        </p>
      ))}
    </div>
  );
}

/** What a screen reader hears for a page: what happens, then the lines. */
export function spokenPageText(text: PageText, linesLabel: string): string {
  const lines = text.line_list.map((line) => `${line.speaker}「${line.text}」`).join(' ');
  return `${text.description} ${linesLabel}: ${lines}`;
}
