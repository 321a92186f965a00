import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { breadcrumbList, HOME_BREADCRUMB, type BreadcrumbItem } from '../seo/structuredData';
import { Breadcrumb } from './Breadcrumb';

const items: BreadcrumbItem[] = [HOME_BREADCRUMB, { name: 'Forum', path: '/forum' }, { name: 'A thread', path: '/forum/thread/t-1' }];

describe('Breadcrumb', () => {
  it('links every step but the last, which names the page itself, in the order of its BreadcrumbList', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={items} />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const steps = nav.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Home', 'Forum', 'A thread']);
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/forum']);
    expect(nav.getByText('A thread')).toHaveAttribute('aria-current', 'page');

    const listed = breadcrumbList(items).itemListElement as { name: string; item: string }[];
    expect(listed.map((entry) => entry.name)).toEqual(steps.map((step) => step.textContent));
    expect(listed.map((entry) => new URL(entry.item).pathname)).toEqual(items.map((item) => item.path));
  });
});
