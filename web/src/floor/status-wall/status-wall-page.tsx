import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  StatusWallChangesSubscriptionDocument,
  StatusWallQueryDocument,
} from '../../generated/graphql.ts';
import { useLastingSubscription } from '../../shared/use-lasting-subscription.ts';
import {
  facilityBySlug,
  REFRESH_MS,
  STATUS_FACILITIES,
  TICK_MS,
  updatedAgo,
} from './facilities.ts';
import { StatusSignIn } from './status-sign-in.tsx';
import { StatusTile } from './status-tile.tsx';
import './status-wall.css';

export const STATUS_TITLE = 'Pick To Light — Pack Line Status Monitoring';

export default function StatusWallPage() {
  const { facilitySlug } = useParams();
  const navigate = useNavigate();
  const facility = facilityBySlug(facilitySlug);
  const { data, error, refetch } = useQuery(
    StatusWallQueryDocument,
    facility
      ? { variables: { packingFacilityId: facility.id }, pollInterval: REFRESH_MS }
      : skipToken,
  );
  // Pushed live: a screen went offline or came back (and after every reconnection).
  useLastingSubscription(
    StatusWallChangesSubscriptionDocument,
    facility && { packingFacilityAbbreviation: facility.abbreviation },
    () => void refetch().catch(() => undefined),
  );
  const [updatedAt, setUpdatedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (data) setUpdatedAt(Date.now());
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;

  return (
    <main className="status-wall">
      <h1>{STATUS_TITLE}</h1>
      <div className="status-wall-bar">
        <select
          aria-label="Facility"
          value={facility?.slug ?? ''}
          onChange={(event) => void navigate(`/status/${event.target.value}`)}
        >
          <option value="" disabled>
            Choose a facility
          </option>
          {STATUS_FACILITIES.map((f) => (
            <option key={f.slug} value={f.slug}>
              {f.name}
            </option>
          ))}
        </select>
        {facility && data && <span className="status-updated">{updatedAgo(updatedAt, now)}</span>}
      </div>
      {/* No floor session, or one of another facility: the supervisor code of this one. */}
      {(code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') && facility && (
        <StatusSignIn
          slug={facility.slug}
          facilityName={facility.name}
          otherFacility={code === 'FORBIDDEN'}
          onSignedIn={() => void refetch()}
        />
      )}
      {error && !data && code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN' && facility && (
        <div role="alert" className="status-wall-error">
          The status of {facility.name} could not be read. The wall tries again every minute.
        </div>
      )}
      {data?.packLineStatuses.map((line) => (
        <section key={line.id} className="status-line" aria-label={`Line ${line.name}`}>
          <h2>Line {line.name}</h2>
          <div className="status-tiles">
            {line.zones.map((zone) => (
              <StatusTile key={zone.zoneId} tile={zone} />
            ))}
            {line.printers.map((printer) => (
              <StatusTile key="printer" tile={printer} printer />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
