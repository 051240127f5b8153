import { ConfigProvider } from 'antd';
import TypographyElement from 'antd/es/typography/Typography';
import { useContext } from 'react';
import type { ComponentType, CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * antd's Title, Text and Paragraph without what their shared base always imports (editing with
 * a TextArea and its form context, copying, ellipsis tooltips): the same elements, class names
 * and styles as `Typography.Title` / `Text` / `Paragraph` render when those features are off.
 * `ellipsis` is the one-line CSS ellipsis (antd's `ellipsis` without options). Use antd's
 * Typography where a text needs `copyable`, `editable` or ellipsis options.
 */

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface CommonProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  type?: TextType;
  strong?: boolean;
  code?: boolean;
  ellipsis?: boolean;
}

// antd's typings leave out `component`, which the element takes (the tag to render).
const Element = TypographyElement as unknown as ComponentType<
  HTMLAttributes<HTMLElement> & { component: string; className?: string; style?: CSSProperties }
>;

/** The classes antd's Typography gives a text of this type, cut to one line or not. */
export function textClasses(
  prefixCls: string,
  { type, ellipsis = false }: { type?: TextType | undefined; ellipsis?: boolean | undefined },
): string {
  return [
    type ? `${prefixCls}-${type}` : '',
    ellipsis ? `${prefixCls}-ellipsis ${prefixCls}-ellipsis-single-line` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Typographic({
  component,
  type,
  strong,
  code,
  ellipsis,
  className,
  children,
  ...rest
}: CommonProps & { component: string }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  let content = children;
  if (strong) content = <strong>{content}</strong>;
  if (code) content = <code>{content}</code>;
  const classes = [textClasses(prefixCls, { type, ellipsis }), className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Element component={component} className={classes || undefined} {...rest}>
      {content}
    </Element>
  );
}

export type TitleProps = Omit<CommonProps, 'strong' | 'code' | 'ellipsis'> & {
  level?: 1 | 2 | 3 | 4 | 5;
};

export function Title({ level = 1, ...rest }: TitleProps) {
  return <Typographic component={`h${level}`} {...rest} />;
}

export function Text(props: CommonProps) {
  return <Typographic component="span" {...props} />;
}

export function Paragraph(props: CommonProps) {
  return <Typographic component="div" {...props} />;
}

/** antd's `Typography.Link`: an `a` with the link colours. */
export function TypographyLink({
  href,
  download,
  ...rest
}: CommonProps & { href?: string; download?: string }) {
  return <Typographic component="a" {...rest} {...{ href, download }} />;
}
