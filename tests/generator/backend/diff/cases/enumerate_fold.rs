//! enumerate_fold: argmax over 0 to 6 items (ties: the first; none: MAX)
//! and an index-weighted fold over 0 to 4, slices shorter than that included.
use diff::*;
use kernel::enumerate_fold;

fn main() {
    diff::main(|d| {
        for (xs, ws) in [(0usize, 0usize), (4, 3), (9, 9)] {
            let n = 50;
            launch!(d, threads(2, 32),
                    enumerate_fold(x = buf(floats(xs, 4)), w = buf(u32s(ws, 6)),
                                   best = buf_mut(zeros(n)), dot = buf_mut(zeros(n))));
        }
        // ties: equal values everywhere, and the maximum last
        let tie = vec![2.0f32; 8];
        let rising: Vec<f32> = (0..8).map(|k| k as f32).collect();
        for x in [tie, rising] {
            launch!(d, threads(1, 32),
                    enumerate_fold(x = buf(x), w = buf(u32s(8, 1)),
                                   best = buf_mut(zeros(32)), dot = buf_mut(zeros(32))));
        }
    });
}
