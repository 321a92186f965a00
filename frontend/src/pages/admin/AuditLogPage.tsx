import { usePageMeta } from '../../components/seo/usePageMeta';
import { AuditLog } from '../../modules/admin/components/AuditLog';

export function AuditLogPage() {
  usePageMeta({
    title: 'Audit Log',
    description: 'Every admin action on profiles and users.',
    canonicalPath: '/admin/audit-log',
  });
  return <AuditLog />;
}
