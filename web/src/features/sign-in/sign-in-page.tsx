import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInInput } from '../../generated/graphql.ts';
import { safeNextPath } from '../../shared/sign-in-path.ts';
import { isGatewayPage, loadFullPage } from './next-page.ts';
import { useSignIn } from './use-sign-in.ts';

const FALLBACK_ERROR = 'Sign-in failed. Please try again.';
const NETWORK_ERROR = 'Could not reach the server. Please try again.';

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, loading } = useSignIn();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (input: SignInInput) => {
    setError(null);
    try {
      const result = await signIn(input);
      if (result.signedIn) {
        const next = safeNextPath(params.get('next'));
        // A page the gateway serves itself (the GraphQL explorer) is no route of this app.
        if (isGatewayPage(next)) loadFullPage(next);
        else await navigate(next, { replace: true });
      } else {
        setError(result.errors.join(' ') || FALLBACK_ERROR);
      }
    } catch {
      setError(NETWORK_ERROR);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Packing Operations
        </Typography.Title>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form<SignInInput> layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, message: 'Enter your email.' }]}
          >
            <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password.' }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading} block>
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
