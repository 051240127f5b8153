import { Result } from 'antd';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Page not found"
      extra={<Link to="/admin">Back to home</Link>}
    />
  );
}
