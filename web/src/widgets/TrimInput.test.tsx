import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { TrimInput } from './TrimInput';
import { getButton } from './testing';

const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('TrimInput', () => {
  it('drops surrounding spaces on blur', async () => {
    const onBlur = vi.fn();
    render(<TrimInput placeholder="客户名称" onBlur={onBlur} />);
    await userEvent.type(box(), '  上海天工  ');
    expect(box().value).toBe('  上海天工  ');
    await userEvent.tab();
    expect(box().value).toBe('上海天工');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('keeps spaces when trim is off', async () => {
    render(<TrimInput trim={false} />);
    await userEvent.type(box(), ' a b ');
    await userEvent.tab();
    expect(box().value).toBe(' a b ');
  });

  it('hands the trimmed text to a Form', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="remark">
          <TrimInput />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    await userEvent.type(box(), '  加急发货 ');
    await userEvent.tab();
    expect(box().value).toBe('加急发货');
    await userEvent.click(getButton('提交'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ remark: '加急发货' }));
  });
});
