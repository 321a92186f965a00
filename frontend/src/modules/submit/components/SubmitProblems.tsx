import { Alert } from 'antd';
import { CHECK_FAILED_MARK } from '../messages';
import type { SubmitProblem } from '../utils/validateSubmission';

export type SubmitProblemsProps = {
  problems: readonly SubmitProblem[];
  /** A failure of the submission itself (server or network). */
  submitError: string | null;
};

/** Above the submit button: every failed check in order, or why sending failed. */
export function SubmitProblems({ problems, submitError }: SubmitProblemsProps) {
  if (problems.length > 0) {
    return (
      <Alert
        className="submit-problems"
        type="error"
        showIcon
        title="Please fix the following before submitting:"
        description={
          <ul className="submit-problems__list">
            {problems.map((problem) => (
              <li key={problem.message}>{`${CHECK_FAILED_MARK}${problem.message}`}</li>
            ))}
          </ul>
        }
      />
    );
  }
  if (submitError) {
    return <Alert className="submit-problems" type="error" showIcon title={submitError} />;
  }
  return null;
}
