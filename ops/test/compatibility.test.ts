/** @jest-environment node */
import { incompatibilities } from '../src/deploy/compatibility';
import { HOST_EXPOSES, SHARED_VERSIONS, hostBuildInfo, remoteBuildInfo } from './build-fixtures';

/** A remote build exposing exactly what the host loads from it. */
const exposing = (remote: string) => HOST_EXPOSES[remote]!;

describe('incompatibilities', () => {
  it('finds nothing wrong with a build of the accepted contract and singletons', () => {
    expect(incompatibilities(remoteBuildInfo('catalog'), hostBuildInfo(), exposing('catalog'))).toEqual([]);
  });

  it('refuses a contract version the host does not accept', () => {
    const problems = incompatibilities(remoteBuildInfo('catalog', { contractVersion: 2 }), hostBuildInfo(), exposing('catalog'));
    expect(problems).toEqual(['contract version 2 is not accepted by the host (accepts 1)']);
  });

  it('refuses a remote built with React 18 for a host that requires ^19.3.1, once per package', () => {
    const remote = remoteBuildInfo('viewer', { shared: { ...SHARED_VERSIONS, react: '18.3.1' } });
    expect(incompatibilities(remote, hostBuildInfo(), exposing(remote.name))).toEqual([
      "shared react@18.3.1 does not satisfy the host's ^19.3.1",
    ]);
  });

  it('refuses an older minor of a singleton below the host range', () => {
    const remote = remoteBuildInfo('viewer', { shared: { ...SHARED_VERSIONS, 'react-dom': '19.2.0' } });
    expect(incompatibilities(remote, hostBuildInfo(), exposing(remote.name))).toEqual([
      "shared react-dom@19.2.0 does not satisfy the host's ^19.3.1",
    ]);
  });

  it('accepts a newer patch within the host range', () => {
    const remote = remoteBuildInfo('account', { shared: { ...SHARED_VERSIONS, react: '19.3.7', zustand: '5.1.0' } });
    expect(incompatibilities(remote, hostBuildInfo(), exposing(remote.name))).toEqual([]);
  });

  it('reports every problem at once', () => {
    const remote = remoteBuildInfo('commerce', { contractVersion: 0, shared: { ...SHARED_VERSIONS, react: '18.3.1', zustand: '4.5.0' } });
    const problems = incompatibilities(remote, hostBuildInfo(), exposing(remote.name));
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/contract version 0/);
    expect(problems.join('\n')).toMatch(/react@18\.3\.1/);
    expect(problems.join('\n')).toMatch(/zustand@4\.5\.0/);
  });

  it('ignores singletons the remote does not use', () => {
    const { zustand: _unused, ...withoutZustand } = SHARED_VERSIONS;
    expect(incompatibilities(remoteBuildInfo('catalog', { shared: withoutZustand }), hostBuildInfo(), exposing('catalog'))).toEqual([]);
  });

  it('refuses everything when the host build declares nothing it accepts', () => {
    const { accepts: _none, ...oldHost } = hostBuildInfo();
    expect(incompatibilities(remoteBuildInfo('catalog'), oldHost, exposing('catalog'))).toEqual([
      'the host build declares nothing it accepts (rebuild the host)',
    ]);
  });

  it('refuses a build that lacks an expose the host loads, naming each missing one', () => {
    expect(incompatibilities(remoteBuildInfo('catalog'), hostBuildInfo(), ['./TopPage'])).toEqual([
      'missing expose the host loads: ./TitlePage (it exposes ./TopPage)',
    ]);
    expect(incompatibilities(remoteBuildInfo('catalog'), hostBuildInfo(), [])).toEqual([
      'missing exposes the host loads: ./TopPage, ./TitlePage (it exposes nothing)',
    ]);
  });

  it('accepts exposes the host does not load yet (a remote may ship a module before the host uses it)', () => {
    expect(incompatibilities(remoteBuildInfo('account'), hostBuildInfo(), ['./LoginModal', './SignupModal'])).toEqual([]);
  });

  it('refuses every build when the host build does not record the exposes it loads', () => {
    const host = hostBuildInfo();
    const { exposes: _unrecorded, ...accepts } = host.accepts!;
    expect(incompatibilities(remoteBuildInfo('viewer'), { ...host, accepts }, exposing('viewer'))).toEqual([
      'the host build does not say which exposes it loads (rebuild the host)',
    ]);
  });
});
