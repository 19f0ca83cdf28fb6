import { Text, type TextProps } from '@mantine/core';

interface TruncatedTextProps extends Omit<TextProps, 'truncate' | 'title'> {
  children: string;
}

/** One line, cut with an ellipsis; the full value on hover (and for screen readers, which read the text itself). */
export function TruncatedText({ children, ...props }: TruncatedTextProps) {
  return (
    <Text component="span" display="block" truncate="end" title={children} {...props}>
      {children}
    </Text>
  );
}
