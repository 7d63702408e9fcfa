// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

/** The React major version this run is for: 18 in the `react-18` project, 19 otherwise. */
const major = process.env.PLATFORM_ADMIN_REACT_MAJOR ?? '19';

function Counter() {
  const [count] = useState(41);
  return <output>{count + 1}</output>;
}

describe(`the version matrix: React ${major}`, () => {
  it(`imports React ${major} and the react-dom of the same version`, () => {
    expect(version.split('.')[0]).toBe(major);
    expect(domVersion).toBe(version);
    if (major === '18') expect(version).toMatch(/^18\.3\./);
  });

  it('renders through Testing Library with that same copy of React (hooks work)', () => {
    render(<Counter />);
    expect(screen.getByRole('status').textContent).toBe('42');
  });
});
