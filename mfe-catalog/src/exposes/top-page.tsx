import { CONTRACT_VERSION } from '@ciao/shared';

export const contractVersion = CONTRACT_VERSION;
export default function TopPage() {
  return <p>top</p>;
}
