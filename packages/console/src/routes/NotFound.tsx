import { Link, useLocation } from 'react-router';
import { View } from '../components';

export default function NotFound() {
  const location = useLocation();
  return (
    <View title="No such page">
      <p>
        The console has no page at <code>{location.pathname}</code>. <Link to="/">Back to the home page</Link>
        .
      </p>
    </View>
  );
}
