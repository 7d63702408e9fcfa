// What the platform's page manifests (search interfaces, search pages) say of an Atomic page beside its
// markup: how to render the results at the placeholder, and the page's style. Shared by the handlers
// that answer a manifest.

/** The manifest's `results`: what to render at `placeholder`, and how. */
export const atomicResults = (placeholder: string) => ({
  placeholder,
  attributes: { display: 'list', density: 'normal', 'image-size': 'small' },
  templates: [
    {
      markup:
        '<atomic-result-section-title><atomic-result-link></atomic-result-link></atomic-result-section-title>',
      attributes: {},
    },
  ],
});

/** The manifest's `style`: the theme's variables and the layout. */
export const atomicStyle = () => ({
  theme: ':root { --atomic-primary: #1372ec; }',
  layout: 'atomic-search-layout { max-width: 1200px; margin: auto; }',
});
