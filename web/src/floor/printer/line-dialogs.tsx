import { Alert, Modal } from 'antd';

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
      <Modal
        open={pallet.length > 0}
        title="NEW PALLET NEEDED"
        okText="OK"
        onOk={closePallet}
        onCancel={closePallet}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {pallet.map((change) => (
          <p key={change} style={{ fontSize: 20 }}>
            {change}
          </p>
        ))}
      </Modal>
      <Modal
        open={earlier.length > 0}
        title="ALERT"
        okText="OK"
        onOk={closeEarlier}
        onCancel={closeEarlier}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p style={{ fontSize: 20 }}>Labels are now available for an earlier group:</p>
        {earlier.map((name) => (
          <p key={name} style={{ fontSize: 20, fontWeight: 600 }}>
            {name}
          </p>
        ))}
      </Modal>
    </>
  );
}
