import { ConfigValidationError, loadConfig } from './load-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  return [];
}

describe('READ_NOTICE_RETENTION_DAYS', () => {
  it('defaults to 90 days', () => {
    expect(loadConfig({}).readNoticeRetentionDays).toBe(90);
  });

  it('takes a whole number of days', () => {
    expect(loadConfig({ READ_NOTICE_RETENTION_DAYS: '30' }).readNoticeRetentionDays).toBe(30);
  });

  it.each(['0', '-1', '3651', '1.5', 'soon'])('refuses %p, naming the setting', (value) => {
    const problems = problemsOf({ READ_NOTICE_RETENTION_DAYS: value });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^READ_NOTICE_RETENTION_DAYS must be/);
  });
});
