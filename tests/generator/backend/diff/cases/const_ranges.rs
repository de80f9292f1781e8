//! const_ranges: `(0..32).step_by(8)` reading past a short `x` (its last
//! step, 24, in and out of range), a step larger than its range (`0..5` by
//! 9: one item), an empty range (`3..3`), inclusive ranges whose last item is
//! hit (`2..=9` by 7) and empty (`5..=4`), and a gpu_struct!/tuple constant
//! passed to a helper.
use diff::*;
use kernel::const_ranges;

fn main() {
    diff::main(|d| {
        for (xs, n) in [(0usize, 32usize), (40, 70), (57, 64), (100, 33)] {
            launch!(d, threads(n.div_ceil(32), 32),
                    const_ranges(x = buf(u32s(xs, 3)), out = buf_mut(zeros(n))));
        }
    });
}
