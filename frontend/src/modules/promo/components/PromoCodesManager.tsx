import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, RocketOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { usePromoCodes } from '../hooks/usePromoCodes';
import { LAUNCH_CODE } from '../messages';
import { CreatePromoCodeModal } from './CreatePromoCodeModal';
import { PromoCodesTable } from './PromoCodesTable';
import './promo.css';

/** Admin Promo Codes: the list of codes, create, seed LAUNCH, enable/disable and delete. */
export function PromoCodesManager() {
  const promo = usePromoCodes();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const isFirstLoad = promo.isLoading && promo.codes.length === 0;

  const handleSeed = () => {
    void promo.seedLaunch();
  };
  const handleToggleActive = (id: string, isActive: boolean) => {
    void promo.setActive(id, isActive);
  };
  const handleDelete = (id: string) => {
    void promo.remove(id);
  };

  let body;
  if (isFirstLoad) {
    body = (
      <div className="promo-codes__loading" role="status" aria-live="polite">
        <span className="visually-hidden">Loading promo codes…</span>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (promo.hasFailed && promo.codes.length === 0) {
    body = <LoadError title="The promo codes could not be loaded" onRetry={promo.reload} />;
  } else {
    body = (
      <PromoCodesTable
        codes={promo.codes}
        isLoading={promo.isLoading}
        isUpdating={promo.isUpdating}
        isDeleting={promo.isDeleting}
        onToggleActive={handleToggleActive}
        onDelete={handleDelete}
      />
    );
  }

  return (
    <section className="page-container promo-codes">
      <ButtonLink
        to="/admin"
        type="link"
        icon={<ArrowLeftOutlined />}
        className="promo-codes__back"
      >
        Back to Dashboard
      </ButtonLink>
      <header className="promo-codes__header">
        <h1 className="page-title">Promo Codes</h1>
        <div className="promo-codes__actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreateOpen(true)}>
            Create Code
          </Button>
          <Button icon={<RocketOutlined />} loading={promo.isSeeding} onClick={handleSeed}>
            Seed {LAUNCH_CODE} Code
          </Button>
        </div>
      </header>
      <p className="promo-codes__intro">
        A promo code gives a free listing. Disabled, expired and used-up codes are refused.
      </p>
      {body}
      <CreatePromoCodeModal
        open={isCreateOpen}
        isCreating={promo.isCreating}
        onCreate={promo.create}
        onClose={() => setIsCreateOpen(false)}
      />
    </section>
  );
}
