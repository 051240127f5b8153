import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Upload } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { accepts, LightDragger } from '../../../web/src/shared/light-dragger.tsx';
import { render } from '../support/render.tsx';
import { comparableMarkup } from './antd-markup.ts';

const csv = (name = 'letters.csv', type = 'text/csv') => new File(['a,b\n'], name, { type });
const zone = <p className="ant-upload-text">Click or drag a CSV file to this area to upload</p>;

const markup = (container: HTMLElement) =>
  comparableMarkup(container.querySelector('.ant-upload-wrapper')!);

describe('LightDragger', () => {
  it.each([
    ['without a file', undefined, false],
    ['with the chosen file', 'letters.csv', false],
    ['disabled, with the chosen file', 'letters.csv', true],
  ])("is antd's Upload.Dragger markup %s", (_case, fileName, disabled) => {
    const light = render(
      <LightDragger
        accept=".csv,text/csv"
        disabled={disabled}
        fileName={fileName}
        onFile={vi.fn()}
        onRemove={vi.fn()}
      >
        {zone}
      </LightDragger>,
    );
    const antd = render(
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        disabled={disabled}
        fileList={fileName ? [{ uid: '1', name: fileName, status: 'done' }] : []}
        beforeUpload={() => false}
      >
        {zone}
      </Upload.Dragger>,
    );
    expect(markup(light.container)).toBe(markup(antd.container));
  });

  it('hands over a picked file, and the same file picked again', async () => {
    const onFile = vi.fn();
    const { container } = render(
      <LightDragger accept=".csv,text/csv" onFile={onFile} onRemove={vi.fn()}>
        {zone}
      </LightDragger>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = csv();
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
  });

  it('opens the file picker on a click, Enter or Space, never while disabled', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <LightDragger accept=".csv" onFile={vi.fn()} onRemove={vi.fn()}>
        {zone}
      </LightDragger>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button'));
    // A click focuses the zone (a tab stop), where Enter opens the picker again.
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
    // Space too, as on any button.
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
    rerender(
      <LightDragger accept=".csv" disabled onFile={vi.fn()} onRemove={vi.fn()}>
        {zone}
      </LightDragger>,
    );
    await user.click(screen.getByRole('button'));
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
    expect(input).toBeDisabled();
  });

  it('takes a dropped file of an accepted type, marks the zone while a file is over it', () => {
    const onFile = vi.fn();
    const { container } = render(
      <LightDragger accept=".csv,text/csv" onFile={onFile} onRemove={vi.fn()}>
        {zone}
      </LightDragger>,
    );
    const drag = container.querySelector('.ant-upload-drag')!;
    fireEvent.dragOver(drag, { dataTransfer: { files: [] } });
    expect(drag).toHaveClass('ant-upload-drag-hover');
    fireEvent.drop(drag, { dataTransfer: { files: [csv('notes.txt', 'text/plain')] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(drag).not.toHaveClass('ant-upload-drag-hover');
    const file = csv('LETTERS.CSV', '');
    fireEvent.drop(drag, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('shows the chosen file with its remove button', async () => {
    const onRemove = vi.fn();
    render(
      <LightDragger accept=".csv" fileName="letters.csv" onFile={vi.fn()} onRemove={onRemove}>
        {zone}
      </LightDragger>,
    );
    expect(screen.getByTitle('letters.csv')).toHaveTextContent('letters.csv');
    await userEvent.click(screen.getByTitle('Remove file'));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('accepts by extension, media type or type family, as a file input does', () => {
    expect(accepts('.csv,text/csv', csv('a.CSV', ''))).toBe(true);
    expect(accepts('.csv,text/csv', csv('a.txt', 'text/csv'))).toBe(true);
    expect(accepts('.csv,text/csv', csv('a.txt', 'text/plain'))).toBe(false);
    expect(accepts('image/*', csv('a.png', 'image/png'))).toBe(true);
  });
});
