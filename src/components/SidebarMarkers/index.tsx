import React, {type ReactNode} from 'react';
import PlanBadge from '@site/src/components/PlanBadge';
import StatusChip from '@site/src/components/StatusChip';
import {readMarkers, statusesOf} from '@site/src/navigation/markers';

/** The plan badge and status chips of a sidebar entry, from its `customProps`; nothing when it has none. */
export default function SidebarMarkers({customProps}: {customProps: unknown}): ReactNode {
  const markers = readMarkers(customProps);
  const statuses = statusesOf(markers);
  if (!markers.plan && statuses.length === 0) return null;
  return (
    <>
      {markers.plan && <PlanBadge plan={markers.plan} />}
      {statuses.map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </>
  );
}
