import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoMark, LogoShapes } from './LogoMark';

describe('LogoMark', () => {
  it('draws the same shapes as public/logo.svg (the favicon and the logo in structured data)', () => {
    const file = readFileSync(path.join(__dirname, '../../../public/logo.svg'), 'utf8');
    const inner = file.slice(file.indexOf('>') + 1, file.lastIndexOf('</svg>')).trim();
    expect(inner).toBe(renderToStaticMarkup(<LogoShapes />));
  });

  it('is decorative where it is drawn inline', () => {
    const markup = renderToStaticMarkup(<LogoMark size={36} />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('width="36"');
  });
});
