import axe from 'axe-core';

/**
 * Runs axe-core on `root` and returns its violations, each as `rule: targets`. Color contrast needs
 * layout, which jsdom does not do (the real-browser tests check it); `region` is about a whole page.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} (${violation.help})`,
  );
}
