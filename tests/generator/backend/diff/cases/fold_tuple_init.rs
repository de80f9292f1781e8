//! fold_tuple_init: tuple-init folds over 0 to 5 items (the empty fold
//! returns the init, `(0.0, 1.0)` / `(0, u32::MAX)`), slices shorter than
//! that included.
use diff::*;
use kernel::fold_tuple_init;

fn main() {
    diff::main(|d| {
        for (xs, ws) in [(0usize, 0usize), (3, 2), (8, 8)] {
            let n = 40;
            launch!(d, threads(2, 32),
                    fold_tuple_init(x = buf(floats(xs, 7)), w = buf(u32s(ws, 9)),
                                    out = buf_mut(zeros(n)), stats = buf_mut(zeros(2 * n))));
        }
    });
}
