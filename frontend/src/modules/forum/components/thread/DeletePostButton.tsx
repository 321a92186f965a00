import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { ConfirmButton } from '../../../../components/kit/ConfirmButton';
import { Icon } from '../../../../components/kit/Icon';

export type DeletePostButtonProps = {
  /** The button's text ("Delete Thread", "Delete"). */
  text: string;
  /** Its accessible name when the text alone is ambiguous ("Delete reply by jane"). */
  label?: string;
  title: string;
  description: string;
  loading: boolean;
  onConfirm: () => unknown;
  size?: 'small' | 'middle';
};

/** A red Delete behind a confirmation. */
export function DeletePostButton({
  text,
  label,
  title,
  description,
  loading,
  onConfirm,
  size = 'middle',
}: DeletePostButtonProps) {
  return (
    <ConfirmButton
      title={title}
      description={description}
      okText="Delete"
      okDanger
      cancelText="Cancel"
      onConfirm={onConfirm}
      danger
      size={size}
      icon={<Icon def={DeleteOutlined} />}
      loading={loading}
      aria-label={label}
    >
      {text}
    </ConfirmButton>
  );
}
