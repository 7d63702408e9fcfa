import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ErrorNote, Loading, Pager, View } from '../components';

interface Activity {
  id: string;
  createdDate?: number;
  operation?: string;
  resourceType?: string;
  resourceName?: string;
  resourceId?: string;
  result?: string;
  state?: string;
  triggeredBy?: { type?: string; identifier?: string };
  section?: string;
}

const PER_PAGE = 20;

export default function ActivityLog() {
  const [page, setPage] = useState(0);
  const activities = useQuery({
    queryKey: ['activities', page],
    queryFn: ({ signal }) =>
      call<{ items?: Activity[]; totalEntries?: number; totalPages?: number }>(
        endpoint('activities.list'),
        { body: {}, query: { page, perPage: PER_PAGE } },
        signal,
      ),
  });
  const items = activities.data?.items ?? [];
  return (
    <View title="Activity log">
      {activities.isPending && <Loading what="activities" />}
      {activities.error && <ErrorNote error={activities.error} action="Listing the activities" />}
      {activities.data && (
        <>
          {items.length === 0 ? (
            <p>No activity recorded yet.</p>
          ) : (
            <table>
              <caption>Activities ({activities.data.totalEntries ?? items.length})</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Operation</th>
                  <th scope="col">Resource</th>
                  <th scope="col">Result</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {items.map((activity) => (
                  <tr key={activity.id}>
                    <th scope="row">
                      {activity.createdDate
                        ? new Date(activity.createdDate).toISOString().replace('T', ' ').slice(0, 19)
                        : ''}
                    </th>
                    <td>{activity.operation}</td>
                    <td>
                      {activity.resourceType} {activity.resourceName ?? activity.resourceId}
                    </td>
                    <td>{activity.result ?? activity.state}</td>
                    <td>{activity.triggeredBy?.identifier}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager label="Activities" page={page} totalPages={activities.data.totalPages} onPage={setPage} />
        </>
      )}
    </View>
  );
}
