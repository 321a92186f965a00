import { BadRequestException, HttpException } from '@nestjs/common';
import { bodyParserError, DECOMPRESSION_FAILED } from './body-parsing';

describe('bodyParserError', () => {
  it("leaves body-parser's typed errors to the error filter", () => {
    const error = Object.assign(new Error('bad json'), { type: 'entity.parse.failed', status: 400 });
    expect(bodyParserError(error)).toBe(error);
  });

  it.each(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'ERR__ERROR_FORMAT_PADDING_2', 'ERR__ERROR_FORMAT_EXUBERANT_NIBBLE', 'ERR_BROTLI_DECOMPRESSION_FAILED'])(
    'answers a zlib failure (%s) with 400',
    (code) => {
      const result = bodyParserError(Object.assign(new Error('Decompression failed'), { code, errno: -5, status: 400 }));
      expect(result).toBeInstanceOf(BadRequestException);
      expect((result as HttpException).getResponse()).toMatchObject({ message: DECOMPRESSION_FAILED });
    },
  );

  it('keeps the status of any other client-side parser failure, and passes server failures through', () => {
    expect((bodyParserError(Object.assign(new Error('nope'), { status: 411 })) as HttpException).getStatus()).toBe(411);
    const internal = new Error('disk on fire');
    expect(bodyParserError(internal)).toBe(internal);
  });
});
