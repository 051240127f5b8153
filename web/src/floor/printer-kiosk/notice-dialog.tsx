import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** A message the operator acknowledges with OK: a print problem, NEW PALLET NEEDED, ALERT. */
export function NoticeDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText="OK"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {children}
    </Modal>
  );
}
