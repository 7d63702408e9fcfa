import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ConfirmButton, ErrorNote, Loading, View } from '../components';

interface ApiKey {
  id: string;
  displayName?: string;
  enabled?: boolean;
  status?: string;
  privileges?: Array<{ owner?: string; targetDomain?: string; type?: string }>;
  createdDate?: number;
}

interface Group {
  id: string;
  displayName?: string;
  members?: unknown[];
  privileges?: unknown[];
  deletable?: boolean;
}

export default function Keys() {
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: ['apiKeys'],
    queryFn: ({ signal }) => call<ApiKey[]>(endpoint('apiKeys.list'), {}, signal),
  });
  const groups = useQuery({
    queryKey: ['groups'],
    queryFn: ({ signal }) => call<Group[]>(endpoint('groups.list'), {}, signal),
  });
  const toggle = useMutation({
    mutationFn: (key: ApiKey) =>
      call(endpoint(key.enabled ? 'apiKeys.disable' : 'apiKeys.activate'), { path: { apiKeyId: key.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['apiKeys'] }),
  });
  const removeKey = useMutation({
    mutationFn: (id: string) => call(endpoint('apiKeys.delete'), { path: { apiKeyId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['apiKeys'] }),
  });
  const removeGroup = useMutation({
    mutationFn: (id: string) => call(endpoint('groups.delete'), { path: { groupId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['groups'] }),
  });
  return (
    <View title="API keys and groups">
      <h2>API keys</h2>
      {keys.isPending && <Loading what="API keys" />}
      {keys.error && <ErrorNote error={keys.error} action="Listing the API keys" />}
      {toggle.error && <ErrorNote error={toggle.error} action="Changing the API key" />}
      {removeKey.error && <ErrorNote error={removeKey.error} action="Deleting the API key" />}
      {keys.data && (
        <table>
          <caption>API keys ({keys.data.length})</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Privileges</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <th scope="row">{key.displayName ?? key.id}</th>
                <td>{key.status ?? (key.enabled ? 'ENABLED' : 'DISABLED')}</td>
                <td>
                  {(key.privileges ?? [])
                    .map((privilege) => `${privilege.owner}:${privilege.targetDomain}:${privilege.type}`)
                    .join(', ')}
                </td>
                <td className="row-actions">
                  <button
                    type="button"
                    onClick={() => toggle.mutate(key)}
                    aria-label={`${key.enabled ? 'Disable' : 'Enable'} ${key.displayName ?? key.id}`}
                  >
                    {key.enabled ? 'Disable' : 'Enable'}
                  </button>{' '}
                  <ConfirmButton
                    label={`Delete ${key.displayName ?? key.id}`}
                    question={`Delete the API key ${key.displayName ?? key.id}?`}
                    onConfirm={() => removeKey.mutate(key.id)}
                  >
                    Delete
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Groups</h2>
      {groups.isPending && <Loading what="groups" />}
      {groups.error && <ErrorNote error={groups.error} action="Listing the groups" />}
      {removeGroup.error && <ErrorNote error={removeGroup.error} action="Deleting the group" />}
      {groups.data && (
        <table>
          <caption>Groups ({groups.data.length})</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Members</th>
              <th scope="col">Privileges</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.map((group) => (
              <tr key={group.id}>
                <th scope="row">{group.displayName ?? group.id}</th>
                <td>{group.members?.length ?? 0}</td>
                <td>{group.privileges?.length ?? 0}</td>
                <td>
                  <ConfirmButton
                    label={`Delete ${group.displayName ?? group.id}`}
                    disabled={group.deletable === false}
                    question={`Delete the group ${group.displayName ?? group.id}?`}
                    onConfirm={() => removeGroup.mutate(group.id)}
                  >
                    Delete
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </View>
  );
}
