import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { HealthChart } from './HealthChart';
import { type AuditEntry, type HealthReport, type Overview, type VersionHealth, opsApi } from './ops-api';

const HEALTH_HOURS = 6;
const STEP_MINUTES = 15;
const REFRESH_MS = 30_000;

/** An action before its reason is asked for. */
type ActionWithoutReason =
  | { action: 'rollback'; remote: string; to?: string }
  | { action: 'pin' | 'unpin' | 'promote' | 'abort'; remote: string };

interface Pending {
  title: string;
  description: string;
  confirmLabel: string;
  action: ActionWithoutReason;
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);
const time = (iso: string) => `${new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'medium' })} UTC`;
const failures = (health: VersionHealth) =>
  health.loadFailures.entry + health.loadFailures.chunk + health.loadFailures.integrity + health.loadFailures.timeout;

/** Whether a version in the health table is a remote's canary or its stable (active) version now. */
function RoleBadge({ overview, health }: { overview: Overview | null; health: VersionHealth }) {
  const remote = overview?.remotes.find((entry) => entry.name === health.remote);
  if (!remote?.canary) return null;
  if (remote.canary.version === health.version) return <span className="badge canary">canary</span>;
  if (remote.active?.version === health.version) return <span className="badge">stable</span>;
  return null;
}

export function Dashboard({ user, onSignedOut }: { user: string; onSignedOut: () => void }) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [health, setHealth] = useState<HealthReport | null>(null);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [nextOverview, nextHealth, nextAudit] = await Promise.all([
        opsApi.overview(),
        opsApi.health(HEALTH_HOURS, STEP_MINUTES),
        opsApi.audit(),
      ]);
      setOverview(nextOverview);
      setHealth(nextHealth);
      setAudit(nextAudit.entries);
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  async function signOut() {
    await opsApi.signOut();
    onSignedOut();
  }

  return (
    <>
      <header className="top">
        <h1>Ops console</h1>
        <p>
          Signed in as <strong>{user}</strong>{' '}
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </header>
      <main>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
        <section aria-labelledby="versions-title">
          <h2 id="versions-title">Versions</h2>
          {overview ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Active version</th>
                  <th scope="col">Pinned</th>
                  <th scope="col">Canary</th>
                  <th scope="col">Earlier versions</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">host</th>
                  <td>{overview.host.version ?? 'not built'}</td>
                  <td>–</td>
                  <td>–</td>
                  <td>–</td>
                  <td>Released with the site</td>
                </tr>
                {overview.remotes.map((remote) => (
                  <tr key={remote.name}>
                    <th scope="row">{remote.name}</th>
                    <td>
                      {remote.active ? (
                        <>
                          <code>{remote.active.version}</code>
                          <br />
                          <small>since {time(remote.active.deployedAt)}</small>
                        </>
                      ) : (
                        'not deployed'
                      )}
                    </td>
                    <td>{remote.pinned ? <span className="badge">pinned</span> : 'no'}</td>
                    <td>
                      {remote.canary ? (
                        <>
                          <code>{remote.canary.version}</code> <span className="badge canary">{remote.canary.percent} % of browsers</span>
                          <br />
                          <small>
                            since {time(remote.canary.startedAt)} by {remote.canary.startedBy}
                          </small>
                          <div className="actions">
                            <button
                              type="button"
                              onClick={() =>
                                setPending({
                                  title: `Promote ${remote.name} ${remote.canary?.version}?`,
                                  description: `Every reader's next page loads ${remote.name} ${remote.canary?.version}; ${remote.active?.version ?? 'the active version'} goes to the earlier versions.`,
                                  confirmLabel: 'Promote',
                                  action: { action: 'promote', remote: remote.name },
                                })
                              }
                            >
                              Promote<span className="visually-hidden"> the {remote.name} canary</span>
                            </button>{' '}
                            <button
                              type="button"
                              onClick={() =>
                                setPending({
                                  title: `Abort the ${remote.name} canary ${remote.canary?.version}?`,
                                  description: `The readers on the canary get ${remote.name} ${remote.active?.version ?? ''} from their next page.`,
                                  confirmLabel: 'Abort',
                                  action: { action: 'abort', remote: remote.name },
                                })
                              }
                            >
                              Abort<span className="visually-hidden"> the {remote.name} canary</span>
                            </button>
                          </div>
                        </>
                      ) : (
                        'none'
                      )}
                    </td>
                    <td>
                      {remote.history.length === 0 ? (
                        'none'
                      ) : (
                        <ul className="versions">
                          {remote.history.map((old) => (
                            <li key={old.version}>
                              <code>{old.version}</code>{' '}
                              <button
                                type="button"
                                disabled={remote.pinned}
                                onClick={() =>
                                  setPending({
                                    title: `Roll ${remote.name} back to ${old.version}?`,
                                    description: `Every reader's next page loads ${remote.name} ${old.version} instead of ${remote.active?.version ?? 'nothing'}.`,
                                    confirmLabel: 'Roll back',
                                    action: { action: 'rollback', remote: remote.name, to: old.version },
                                  })
                                }
                              >
                                Roll back to this
                                <span className="visually-hidden">
                                  : {remote.name} {old.version}
                                </span>
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>
                      {remote.active && (
                        <button
                          type="button"
                          onClick={() =>
                            setPending({
                              title: `${remote.pinned ? 'Unpin' : 'Pin'} ${remote.name}?`,
                              description: remote.pinned
                                ? `Deploys and rollbacks of ${remote.name} are allowed again.`
                                : `${remote.name} stays at ${remote.active?.version}: deploys and rollbacks are refused until it is unpinned.`,
                              confirmLabel: remote.pinned ? 'Unpin' : 'Pin',
                              action: { action: remote.pinned ? 'unpin' : 'pin', remote: remote.name },
                            })
                          }
                        >
                          {remote.pinned ? 'Unpin' : 'Pin'} {remote.name}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="status">Loading…</p>
          )}
        </section>

        <section aria-labelledby="health-title">
          <h2 id="health-title">Field health, last {HEALTH_HOURS} hours</h2>
          <p className="hint">
            From readers' browsers: page views that ran each version, the share of them with a load failure or an error in its region, and
            the 75th percentile of Web Vitals on the routes it owns. Bars: views per {STEP_MINUTES} minutes, red for views with errors.
          </p>
          {health && health.versions.length === 0 && <p>No page views reported in this window.</p>}
          {health && health.versions.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Views</th>
                  <th scope="col">Error rate</th>
                  <th scope="col">Load failures</th>
                  <th scope="col">Render / uncaught errors</th>
                  <th scope="col">p75 LCP</th>
                  <th scope="col">p75 INP</th>
                  <th scope="col">p75 CLS</th>
                  <th scope="col">Chart</th>
                </tr>
              </thead>
              <tbody>
                {health.versions.map((version) => (
                  <tr key={`${version.remote}@${version.version}`}>
                    <th scope="row">
                      {version.remote} <code>{version.version}</code> <RoleBadge overview={overview} health={version} />
                    </th>
                    <td>{version.views}</td>
                    <td>{percent(version.errorRate)}</td>
                    <td>{failures(version)}</td>
                    <td>
                      {version.renderErrors} / {version.uncaughtErrors}
                    </td>
                    <td>{ms(version.p75.LCP)}</td>
                    <td>{ms(version.p75.INP)}</td>
                    <td>{version.p75.CLS ?? '–'}</td>
                    <td>
                      <HealthChart report={health} remote={version.remote} version={version.version} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="audit-title">
          <h2 id="audit-title">Audit log</h2>
          {audit.length === 0 ? (
            <p>No actions recorded yet.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Part</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry) => (
                  <tr key={`${entry.at} ${entry.action} ${entry.remote} ${entry.actor}`}>
                    <td>{time(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>{entry.remote}</td>
                    <td>{entry.from ?? '–'}</td>
                    <td>{entry.to ?? '–'}</td>
                    <td>{entry.reason ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
      {pending && (
        <ConfirmDialog
          title={pending.title}
          description={pending.description}
          confirmLabel={pending.confirmLabel}
          onClose={() => setPending(null)}
          onConfirm={async (reason) => {
            await opsApi.act({ ...pending.action, reason });
            setNotice(`${pending.confirmLabel}: done.`);
            await refresh();
          }}
        />
      )}
    </>
  );
}
