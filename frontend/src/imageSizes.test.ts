import fs from 'node:fs';
import path from 'node:path';

/** The app's source files with JSX, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('images', () => {
  // An image without its size takes no room until it loads, then pushes what follows down (layout shift).
  it('give every <img> a width and a height, so its space is reserved before it loads', () => {
    const unsized: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<img\b[\s\S]*?\/>/g)) {
        if (!/\bwidth=/.test(match[0]) || !/\bheight=/.test(match[0])) {
          unsized.push(`${path.relative(__dirname, file)}: ${match[0].replace(/\s+/g, ' ')}`);
        }
      }
    }
    expect(unsized).toEqual([]);
  });
});
