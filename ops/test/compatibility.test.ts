/** @jest-environment node */
import { incompatibilities } from '../src/deploy/compatibility';
import { SHARED_VERSIONS, hostBuildInfo, remoteBuildInfo } from './build-fixtures';

describe('incompatibilities', () => {
  it('finds nothing wrong with a build of the accepted contract and singletons', () => {
    expect(incompatibilities(remoteBuildInfo('catalog'), hostBuildInfo())).toEqual([]);
  });

  it('refuses a contract version the host does not accept', () => {
    const problems = incompatibilities(remoteBuildInfo('catalog', { contractVersion: 2 }), hostBuildInfo());
    expect(problems).toEqual(['contract version 2 is not accepted by the host (accepts 1)']);
  });

  it('refuses a remote built with React 18 for a host that requires ^19.3.1, once per package', () => {
    const remote = remoteBuildInfo('viewer', { shared: { ...SHARED_VERSIONS, react: '18.3.1' } });
    expect(incompatibilities(remote, hostBuildInfo())).toEqual(["shared react@18.3.1 does not satisfy the host's ^19.3.1"]);
  });

  it('refuses an older minor of a singleton below the host range', () => {
    const remote = remoteBuildInfo('viewer', { shared: { ...SHARED_VERSIONS, 'react-dom': '19.2.0' } });
    expect(incompatibilities(remote, hostBuildInfo())).toEqual(["shared react-dom@19.2.0 does not satisfy the host's ^19.3.1"]);
  });

  it('accepts a newer patch within the host range', () => {
    const remote = remoteBuildInfo('account', { shared: { ...SHARED_VERSIONS, react: '19.3.7', zustand: '5.1.0' } });
    expect(incompatibilities(remote, hostBuildInfo())).toEqual([]);
  });

  it('reports every problem at once', () => {
    const remote = remoteBuildInfo('commerce', { contractVersion: 0, shared: { ...SHARED_VERSIONS, react: '18.3.1', zustand: '4.5.0' } });
    const problems = incompatibilities(remote, hostBuildInfo());
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/contract version 0/);
    expect(problems.join('\n')).toMatch(/react@18\.3\.1/);
    expect(problems.join('\n')).toMatch(/zustand@4\.5\.0/);
  });

  it('ignores singletons the remote does not use', () => {
    const { zustand: _unused, ...withoutZustand } = SHARED_VERSIONS;
    expect(incompatibilities(remoteBuildInfo('catalog', { shared: withoutZustand }), hostBuildInfo())).toEqual([]);
  });

  it('refuses everything when the host build declares nothing it accepts', () => {
    const { accepts: _none, ...oldHost } = hostBuildInfo();
    expect(incompatibilities(remoteBuildInfo('catalog'), oldHost)).toEqual(['the host build declares nothing it accepts (rebuild the host)']);
  });
});
