import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { useReportedContent } from '../hooks/useReportedContent';
import { ReportsTable } from './ReportsTable';
import '../../admin/components/admin.css';
import './forumAdmin.css';

/** Reported Content: the forum posts people reported, pending first, and what an admin does about each. */
export function ReportedContent() {
  const reported = useReportedContent();

  return (
    <section className="page-container forum-admin">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} className="admin-back">
        Back to Dashboard
      </ButtonLink>
      <h1 className="page-title">Reported Content</h1>
      <p className="forum-admin__intro">
        Threads and replies people reported, pending first. Mark a report reviewed when you have acted on it, or
        dismiss it; deleting the reported post removes it from the forum.
      </p>
      {reported.hasFailed ? (
        <LoadError title="The reports could not be loaded" onRetry={reported.reload} isRetrying={reported.isLoading} />
      ) : (
        <ReportsTable
          reports={reported.reports}
          isLoading={reported.isLoading}
          isFirstLoad={reported.isFirstLoad}
          onSetStatus={(id, status) => void reported.setStatus(id, status)}
          onDelete={(id) => void reported.remove(id)}
          onDeletePost={(report) => void reported.deletePost(report)}
          isSettingStatus={reported.isSettingStatus}
          isDeleting={reported.isDeleting}
          isDeletingPost={reported.isDeletingPost}
        />
      )}
    </section>
  );
}
