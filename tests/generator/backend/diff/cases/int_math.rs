//! int_math: wrapping multiply, masked shifts, popcount/clz, signed shift,
//! division and remainder. It indexes with thread_idx_x(), so one block (its
//! launch obligation). Inputs keep `d + i` below 2^32: the reference runs
//! with overflow checks, and the O3 translation has none.
use diff::*;
use kernel::int_math;

fn main() {
    diff::main(|d| {
        for (n, block, shift) in [
            (1usize, 1, 37),
            (100, 128, 37),
            (1000, 1000, 3),
            (700, 1024, 0),
        ] {
            // x < 2^20 keeps b = (x << (shift & 31)) ^ (x >> 3) small; 0 (clz 32) included.
            let xs = from_fn(n, |i| {
                if i % 50 == 7 {
                    0
                } else {
                    hash(7, i) as u32 % (1 << 20)
                }
            });
            launch!(
                d,
                threads(1, block),
                int_math(
                    xs = buf(xs),
                    out = buf_mut(zeros(n)),
                    shift = val(shift as u32),
                    signed = buf_mut(i32s(n, 8, 1 << 30))
                )
            );
        }
    });
}
