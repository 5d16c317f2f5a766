import '../i18n/register';
import { CONTRACT_VERSION, type ContentPagesProps } from '@ciao/shared';
import { ContentPages } from './ContentPages';

export const contractVersion = CONTRACT_VERSION;

export default function ContentPagesExpose(props: ContentPagesProps) {
  return <ContentPages {...props} />;
}
