//! core_calls_o0: float consts, map_or (the last thread's `get` is None),
//! from_le_bytes, is_ascii_lowercase, div_ceil (`MAX.div_ceil(1)`, exact and
//! inexact quotients), chunks_exact's remainder.
use diff::*;
use kernel::core_calls_o0;

fn main() {
    diff::main(|d| {
        let n = 10;
        let mut bytes = bytes(4 * n, 3);
        bytes[0] = b'a';
        bytes[4] = b'z';
        bytes[8] = b'{';
        bytes[12] = b'`';
        let ns: Vec<u32> = vec![u32::MAX, 10, 9, 0, 1, u32::MAX, 100, 7, 8, 3];
        let ds: Vec<u32> = vec![1, 3, 3, 5, 1, 2, 7, 7, 3, u32::MAX];
        launch!(
            d,
            threads(1, 32),
            core_calls_o0(x = buf(floats(n, 1)), bytes = buf(bytes), num = buf(ns), den = buf(ds),
                          consts = buf_mut(zeros(n)), wide = buf_mut(zeros(n)),
                          words = buf_mut(zeros(n)))
        );
    });
}
