import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminLayoutViewerQueryDocument } from '../../generated/graphql.ts';
import { signInPath } from '../../shared/sign-in-path.ts';
import { lazyComponent } from '../../shared/lazy-component.ts';
import { PageSpinner } from '../page-spinner.tsx';
import { adminScreens } from '../route-registry.ts';
import { AdminNav } from './admin-nav.tsx';
import { useSignOut } from './use-sign-out.ts';

const PRODUCT_NAME = 'Packing Operations';

// Shown only when the account cannot be read: antd's Result loads then, not with every screen.
const AccountError = lazyComponent(() =>
  import('./account-error.tsx').then((module) => module.AccountError),
);

/** Guards every admin route: without a session the user is sent to sign in, then back here. */
export default function AdminLayout() {
  const location = useLocation();
  const { data, error, refetch } = useQuery(AdminLayoutViewerQueryDocument);

  if (!data) {
    if (!error) return <PageSpinner />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <AccountError message={error.message} onRetry={() => void refetch()} />
      </Suspense>
    );
  }
  if (!data.viewer) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <AdminFrame viewerName={data.viewer.name} />;
}

function AdminFrame({ viewerName }: { viewerName: string }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light" width={220} style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
        <Typography.Title level={5} style={{ margin: 0, padding: '20px 24px 12px' }}>
          {PRODUCT_NAME}
        </Typography.Title>
        <AdminNav screens={adminScreens} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}
        >
          <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
            <Typography.Text>
              <UserOutlined /> {viewerName}
            </Typography.Text>
            <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
              Sign out
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
