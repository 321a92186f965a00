import { findStateBySlug, type UsState } from '../../../data/states';
import type { StateDetails } from '../types/state';
import { buildStateMeta } from './stateMeta';

const origin = window.location.origin;
const texas = findStateBySlug('texas') as UsState;

describe('state meta', () => {
  it('gives the state page its own title, description, keywords and canonical address', () => {
    expect(buildStateMeta(texas, undefined)).toMatchObject({
      title: 'Texas Inmate Pen Pals',
      description: expect.stringContaining('incarcerated people in Texas'),
      keywords: ['Texas inmates', 'Texas prison pen pals', 'Texas inmate pen pals'],
      canonicalPath: '/inmates/texas',
    });
    const details = { description: 'Texas holds the most people in state prisons.', keywords: ['Texas inmate pen pals'] };
    expect(buildStateMeta(texas, details as StateDetails)).toMatchObject({
      description: 'Texas holds the most people in state prisons.',
      keywords: ['Texas inmate pen pals'],
    });
  });

  it('declares the breadcrumb Home › Inmates by State › state with absolute URLs', () => {
    expect(buildStateMeta(texas, undefined).structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Inmates by State', item: `${origin}/inmates` },
        { '@type': 'ListItem', position: 3, name: 'Texas', item: `${origin}/inmates/texas` },
      ],
    });
  });
});
