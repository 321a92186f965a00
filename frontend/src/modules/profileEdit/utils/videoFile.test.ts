import { checkVideoFile, readVideoDuration } from './videoFile';
import { videoTooLongMessage } from '../messages';

function file(name: string, type: string, size = 1024): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('checkVideoFile', () => {
  it('asks for a file when there is none', () => {
    expect(checkVideoFile(null)).toBe('Please select a video file');
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.mov', 'video/quicktime'],
    ['clip.avi', 'video/x-msvideo'],
    ['clip.avi', 'video/avi'],
    ['clip.webm', 'video/webm'],
    ['clip.MOV', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkVideoFile(file(name, type))).toBeNull();
  });

  it.each([
    ['clip.mkv', 'video/x-matroska'],
    ['photo.png', 'image/png'],
    ['clip', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkVideoFile(file(name, type))).toBe('Invalid file type. Please upload MP4, MOV, AVI, or WEBM');
  });

  it('refuses more than 50MB', () => {
    expect(checkVideoFile(file('clip.mp4', 'video/mp4', 50 * 1024 * 1024))).toBeNull();
    expect(checkVideoFile(file('clip.mp4', 'video/mp4', 50 * 1024 * 1024 + 1))).toBe(
      'File size exceeds 50MB limit',
    );
  });
});

describe('readVideoDuration', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;

  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  function withHiddenVideo(duration: number | 'error') {
    URL.createObjectURL = jest.fn(() => 'blob:video');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const create = document.createElement.bind(document);
    jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (tag === 'video') {
        Object.defineProperty(element, 'duration', { value: duration === 'error' ? NaN : duration });
        setTimeout(() => element.dispatchEvent(new Event(duration === 'error' ? 'error' : 'loadedmetadata')), 0);
      }
      return element;
    });
  }

  it('reads the length from the metadata of a hidden video element', async () => {
    withHiddenVideo(75.4);
    const seconds = await readVideoDuration(file('long.mp4', 'video/mp4'));
    expect(seconds).toBe(75.4);
    expect(videoTooLongMessage(seconds ?? 0)).toBe(
      'Video exceeds 60 second limit (75s). Please trim your video.',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:video');
  });

  it('leaves the judgement to the server when the browser cannot read the video', async () => {
    withHiddenVideo('error');
    expect(await readVideoDuration(file('odd.avi', 'video/x-msvideo'))).toBeNull();
  });

  it('gives up after the timeout', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:video');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    expect(await readVideoDuration(file('slow.mp4', 'video/mp4'), 10)).toBeNull();
  });
});
