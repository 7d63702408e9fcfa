import { type BannerTarget, type BreadcrumbItem, Breadcrumbs, ImageBanner } from '@platform-admin/react';
import { LivePanel } from './LivePanel';
import { RouterExample } from './RouterExample';

const FOLDERS = [
  'Home',
  'Organizations',
  'Acme',
  'Sources',
  'Web',
  'docs.acme.com',
  'Guides',
  'Administration',
  'Security',
  'Identity providers',
  'SAML',
  'Okta',
  'Groups',
  'Engineering',
  'Platform',
  'Search',
  'Relevance',
  'Query pipelines',
  'Default',
  'Rules',
  'Ranking',
  'Expressions',
  'Thesaurus',
  'Synonyms',
  'Languages',
  'English',
  'Products',
  'Hardware',
  'Routers',
  'Model X200',
];

/** The first `count` folders of a deep path, each a link but the last (the page you are on). */
function pathOf(count: number): BreadcrumbItem[] {
  return FOLDERS.slice(0, count).map((label, index) => ({
    label,
    href: `#/${FOLDERS.slice(1, index + 1)
      .map((folder) => encodeURIComponent(folder.toLowerCase()))
      .join('/')}`,
  }));
}

const EXAMPLES: Array<{ id: string; title: string; count: number; expanded?: boolean }> = [
  { id: 'breadcrumb-3', title: '3 items', count: 3 },
  { id: 'breadcrumb-8', title: '8 items: never collapsed', count: 8 },
  { id: 'breadcrumb-9', title: '9 items', count: 9 },
  { id: 'breadcrumb-9-expanded', title: '9 items, expanded from the start', count: 9, expanded: true },
  { id: 'breadcrumb-30', title: '30 items', count: 30 },
  { id: 'breadcrumb-30-expanded', title: '30 items, expanded from the start', count: 30, expanded: true },
];

const BANNERS: Array<{ id: string; title: string; target?: BannerTarget; link: string }> = [
  { id: 'banner-none', title: 'No target', link: 'https://www.example.com/spring-sale' },
  {
    id: 'banner-self',
    title: 'target="_self"',
    target: '_self',
    link: 'https://www.example.com/spring-sale',
  },
  {
    id: 'banner-blank',
    title: 'target="_blank"',
    target: '_blank',
    link: 'https://www.example.com/spring-sale',
  },
  { id: 'banner-parent', title: 'target="_parent"', target: '_parent', link: '#spring-sale' },
  { id: 'banner-top', title: 'target="_top"', target: '_top', link: '#spring-sale' },
  {
    id: 'banner-unsafe',
    title: 'A javascript: link: not followed, image only',
    target: '_blank',
    link: 'javascript:alert("never runs")',
  },
];

export function App() {
  return (
    <>
      <header className="page-header">
        <h1>@platform-admin/react playground</h1>
        <p>The breadcrumb bar and the image banner, in every state, and a live panel against the emulator.</p>
      </header>
      <main>
        <section aria-labelledby="breadcrumbs-title" className="block">
          <h2 id="breadcrumbs-title">Breadcrumbs</h2>
          <p>
            More than 8 items collapse to the first item, a “Show path” button and the last item. Activate the
            button (click, Enter or Space) to show the whole path; focus moves to the first item it revealed.
          </p>
          {EXAMPLES.map((example) => (
            <div key={example.id} id={example.id} className="example">
              <h3>{example.title}</h3>
              <Breadcrumbs
                aria-label={`Breadcrumb, ${example.title}`}
                items={pathOf(example.count)}
                defaultExpanded={example.expanded}
              />
            </div>
          ))}
          <RouterExample />
        </section>

        <section aria-labelledby="banners-title" className="block">
          <h2 id="banners-title">Image banners</h2>
          <div className="banners">
            {BANNERS.map((banner) => (
              <div key={banner.id} id={banner.id} className="example">
                <h3>{banner.title}</h3>
                <ImageBanner
                  imageUrl="./banner.svg"
                  imageAlt="Spring sale: 20% off every plan"
                  title="See the spring sale"
                  link={banner.link}
                  target={banner.target}
                  width={300}
                  height={75}
                />
              </div>
            ))}
            <div id="banner-broken" className="example">
              <h3>An image that does not load: its alt text, in a box of the same size</h3>
              <ImageBanner
                imageUrl="./missing-banner.svg"
                imageAlt="Spring sale: 20% off every plan"
                link="https://www.example.com/spring-sale"
                width={300}
                height={75}
              />
            </div>
          </div>
        </section>

        <LivePanel />
      </main>
    </>
  );
}
