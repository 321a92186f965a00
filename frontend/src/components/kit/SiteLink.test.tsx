import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SiteLink } from './SiteLink';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderLink(to: `/${string}`, at = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: (<><SiteLink to={to}>Go</SiteLink><Where /></>) }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Go' }) };
}

describe('SiteLink', () => {
  it('is a real link that a click follows in the app, adding a step to Back', async () => {
    const { router, link } = renderLink('/faq');
    expect(link).toHaveAttribute('href', '/faq');
    await userEvent.click(link);
    expect(await screen.findByText('At /faq')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the address when it links to the page shown, as the router Link does', async () => {
    const { router, link } = renderLink('/');
    await userEvent.click(link);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified or middle click to the browser (a new tab or window)', () => {
    const { link } = renderLink('/faq');
    const leftToBrowser: boolean[] = [];
    // After the app's handler: whether it left the click alone; then stop jsdom, which cannot open tabs.
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
        fireEvent.click(link, init);
      }
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(screen.getByText('At /')).toBeInTheDocument();
  });
});
