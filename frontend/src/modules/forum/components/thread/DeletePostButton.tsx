import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

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
    <Popconfirm
      title={title}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => void onConfirm()}
    >
      <Button className="forum-delete-button" danger size={size} icon={<DeleteOutlined aria-hidden="true" />} loading={loading} aria-label={label}>
        {text}
      </Button>
    </Popconfirm>
  );
}
