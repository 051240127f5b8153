import { Alert } from 'antd';
import { NoticeDialog } from './line-dialog-parts.ts';

/** NEW PALLET NEEDED, ALERT and 'Boxing is Complete!'. */
export function LineDialogs({
  pallet,
  closePallet,
  earlier,
  closeEarlier,
  complete,
}: {
  pallet: string[];
  closePallet: () => void;
  earlier: string[];
  closeEarlier: () => void;
  complete: boolean;
}) {
  return (
    <>
      {complete ? (
        <Alert
          type="success"
          showIcon
          message="Boxing is Complete!"
          style={{ marginBottom: 16, fontSize: 24 }}
        />
      ) : null}
      <NoticeDialog open={pallet.length > 0} title="NEW PALLET NEEDED" onClose={closePallet}>
        {pallet.map((change) => (
          <p key={change} style={{ fontSize: 20 }}>
            {change}
          </p>
        ))}
      </NoticeDialog>
      <NoticeDialog open={earlier.length > 0} title="ALERT" onClose={closeEarlier}>
        <p style={{ fontSize: 20 }}>Labels are now available for an earlier group:</p>
        {earlier.map((name) => (
          <p key={name} style={{ fontSize: 20, fontWeight: 600 }}>
            {name}
          </p>
        ))}
      </NoticeDialog>
    </>
  );
}
