import type { FanLetterPageProps } from '@ciao/shared';
import { FanLetterFormPage } from './FanLetterFormPage';
import { FanLetterResult } from './FanLetterResult';

/** The fan letter screens of docs/product-rules.md §2; the host picks one by route. */
export function FanLetterPages(props: FanLetterPageProps) {
  if (props.screen === 'success' || props.screen === 'failure') return <FanLetterResult outcome={props.screen} />;
  return (
    <FanLetterFormPage
      target={props.to === 'title' ? { to: 'title', titleId: props.titleId } : { to: 'author', authorId: props.authorId }}
    />
  );
}
