import { fitHeadings } from './fitHeadings';

describe('fitHeadings', () => {
  it('leaves content whose headings already fit unchanged', () => {
    const html = '<h2>A</h2><p>x</p><h3>B</h3><h4>C</h4><h2>D</h2>';
    expect(fitHeadings(html, 2)).toBe(html);
  });

  it('moves the first heading to the top level and keeps the written look in a class', () => {
    expect(fitHeadings('<p>x</p><h4>Warning signs</h4><ul><li>a</li></ul>', 2)).toBe(
      '<p>x</p><h2 class="safe-html__h4">Warning signs</h2><ul><li>a</li></ul>',
    );
  });

  it('never skips a level going deeper, and goes back up to the level of the same written heading', () => {
    expect(fitHeadings('<h3>A</h3><h4>B</h4><h3>C</h3><h4>D</h4>', 2)).toBe(
      '<h2 class="safe-html__h3">A</h2><h3 class="safe-html__h4">B</h3><h2 class="safe-html__h3">C</h2><h3 class="safe-html__h4">D</h3>',
    );
    expect(fitHeadings('<h2>A</h2><h4>B</h4><h3>C</h3>', 2)).toBe('<h2>A</h2><h3 class="safe-html__h4">B</h3><h3>C</h3>');
  });

  it('never goes above the top level when a later heading is written higher than the first', () => {
    expect(fitHeadings('<h4>A</h4><h3>B</h3>', 3)).toBe('<h3 class="safe-html__h4">A</h3><h3>B</h3>');
  });

  it('leaves escaped text that looks like a heading alone', () => {
    expect(fitHeadings('<p>&lt;h4&gt;not a heading&lt;/h4&gt;</p>', 2)).toBe('<p>&lt;h4&gt;not a heading&lt;/h4&gt;</p>');
  });
});
