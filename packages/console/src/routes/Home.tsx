import { ImageBanner } from '@platform-admin/react';
import { Link } from 'react-router';
import { View } from '../components';
import { VIEWS } from '../Layout';

const ABOUT: Record<string, string> = {
  '/explorer':
    'Every call of the catalog: search, fill in, send, and copy it as TypeScript, a CLI command or curl.',
  '/sources': 'Sources, their status, and refreshes with their progress.',
  '/pipelines': 'Query pipelines, their statements and machine-learning associations.',
  '/keys': 'API keys and groups.',
  '/snapshots': 'Snapshots of the organization; the dry-run diff before an apply.',
  '/usage': 'Search and click counts over time, from the statistics calls.',
  '/activity': 'What was done in the organization, and by whom.',
};

export default function Home() {
  return (
    <View title="Console">
      <ImageBanner
        imageUrl="/banner.svg"
        imageAlt="platform-admin console: explore, run and administer every call of the platform"
        width="100%"
        height="auto"
        priority
        className="banner"
      />
      <ul className="cards">
        {VIEWS.map((view) => (
          <li key={view.path}>
            <Link to={view.path}>{view.label}</Link>
            <p>{ABOUT[view.path]}</p>
          </li>
        ))}
      </ul>
    </View>
  );
}
